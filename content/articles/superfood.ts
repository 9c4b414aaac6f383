import type { ArticleBody } from '../schemas/article.ts';

/** Best superfood 2025: six Finnish berry, plant and mushroom powders compared by origin, organic status and price per 100 g. */
export const body = {
  id: 'superfood',
  updateDate: '2025-08-21',
  content: {
    introduction:
      'Superfood eli superruoka on markkinointisana, jolla myydään erityisen ravinteikkaiksi kuvattuja ruokia ja jauheita. Kotimaisista raaka-aineista tehdyt marja-, kasvi- ja sienijauheet ovat tuoteryhmän suosituimpia, koska ne on helppo sekoittaa puuroon, jogurttiin, smoothieen tai kuumaan juomaan.\n\n' +
      'Jauheet sopivat sinulle, jos haluat käyttää kotimaisia marjoja ja luonnonkasveja silloinkin, kun tuoreita ei ole saatavilla, tai arvostat pitkää säilyvyyttä ja pientä pakkausta. Marjoille, nokkoselle, kuusenkerkälle tai pakurille ei ole EU:ssa hyväksyttyjä terveysväitteitä, joten tässä vertailussa ei luvata terveysvaikutuksia. Sen sijaan katsomme, mitä purkissa on, mistä raaka-aine tulee ja mitä jauhe maksaa.\n\n' +
      'Jauheet ovat grammahinnaltaan kalliita, joten vertaa hintaa 100 grammaa kohden. Tarkista myös alkuperä ja luomumerkintä, ja sienijauheissa annos ja varoitukset. Jos käytät lääkkeitä, kysy pakuri- ja sienivalmisteista ensin lääkäriltä tai apteekista.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Foodin Pohjolan marjat -marjajauhesekoitus',
          'Arctic Warriors Mustikkajauhe',
          'Arctic Warriors Kuusenkerkkäjauhe',
          'Arctic Warriors Nokkosjauhe',
          'Kääpä Mushrooms Pakuriuutejauhe',
          'Foodin Kuuden sienen sekoitus',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun kotimaisista marjoista, luonnonkasveista ja sienistä tehtyjä jauheita, joita saa suomalaisesta kaupasta. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Raaka-aine ja alkuperä:** mistä marja, kasvi tai sieni on peräisin ja kerrotaanko se pakkauksessa.\n' +
          '- **Koostumus:** pelkkää raaka-ainetta ilman lisättyä sokeria tai täyteaineita.\n' +
          '- **Luomu:** luomumerkintä tai luomumetsistä kerätty raaka-aine on plussaa.\n' +
          '- **Hinta 100 grammaa kohden:** jauheiden annoskoot vaihtelevat, joten vertasimme hintaa painoa kohden, kun hinta ja pakkauskoko ovat tiedossa.\n' +
          '- **Käytettävyys:** sopiiko jauhe puuroon, smoothieen tai juomaan ja onko annostus selkeä.\n' +
          '- **Saatavuus Suomessa:** kaikkia vertailun tuotteita myy Ruohonjuuri.\n\n' +
          'Emme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Foodin Pohjolan marjat -marjajauhesekoitus',
        type: 'text-with-image',
        productIds: ['foodin-pohjolan-marjat'],
        content:
          'Foodin Pohjolan marjat on Suomessa valmistettu marjajauhesekoitus, jonka raaka-aineena on kotimaisia marjoja. Pakkauksessa on 120 g jauhetta, ja Ruohonjuuressa hinta on 15,95 €. Sata grammaa maksaa siis noin 13,29 € (15,95 € / 120 g × 100 g) ja 10 grammaa noin 1,33 €. Se on vertailun edullisin grammahinta niistä tuotteista, joiden hinta on tiedossa.\n\n' +
          '**Paras valinta, jos** haluat helpon tavan lisätä kotimaisia marjoja aamupalaan ja maksaa jauheesta mahdollisimman vähän.\n\n' +
          '**Vahvuudet:** useampi marja samassa purkissa, sopii puuroon, jogurttiin ja smoothieen, ja grammahinta on vertailun edullisin.\n\n' +
          '**Heikkoudet:** sekoituksen marjat ja niiden osuudet kannattaa tarkistaa pakkauksesta. Jos haluat tietyn marjan, yhden marjan jauhe on parempi valinta.',
      },
      {
        title: 'Arctic Warriors Mustikkajauhe',
        type: 'text-with-image',
        productIds: ['arctic-warriors-mustikkajauhe'],
        content:
          'Arctic Warriors Mustikkajauhe on suomalaisesta mustikasta valmistettu marjajauhe 45 g:n pakkauksessa. Mustikan tumma väri tulee antosyaaneista, ja jauhe värjää smoothien, puuron tai jogurtin sinivioletiksi. Sitä voi käyttää myös leivonnassa. Tuotetta myy Ruohonjuuri. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupan sivulta ja laske hinta 100 grammaa kohden ennen kuin vertaat sitä muihin.\n\n' +
          '**Paras valinta, jos** haluat yhden marjan jauheen ja pidät mustikan mausta.\n\n' +
          '**Vahvuudet:** suomalainen mustikka, monipuolinen käyttö ja pieni, kevyt pakkaus, joka on helppo ottaa mukaan.\n\n' +
          '**Heikkoudet:** 45 grammaa loppuu säännöllisessä käytössä nopeasti, ja pienen pakkauksen grammahinta on yleensä suurempi kuin ison.',
      },
      {
        title: 'Arctic Warriors Kuusenkerkkäjauhe',
        type: 'text-with-image',
        productIds: ['arctic-warriors-kuusenkerkkajauhe'],
        content:
          'Arctic Warriors Kuusenkerkkäjauhe on pakastekuivattua ja jauhettua kuusenkerkkää, joka on kerätty käsin Metsähallituksen luomumetsistä. Valmistajan mukaan C-vitamiinia on 382 mg / 100 g, eli grammassa jauhetta on noin 3,8 mg. C-vitamiinin päivittäisen saannin vertailuarvo on 80 mg. Annostus on 1–3 teelusikallista päivässä. Pakkauskoko on 40 g ja hinta Ruohonjuuressa 16,80 €, joten 100 grammaa maksaa noin 42,00 € ja 10 grammaa noin 4,20 €.\n\n' +
          '**Paras valinta, jos** haluat kokeilla kotimaista erikoisuutta, jonka havumainen maku sopii smoothieen, jogurttiin tai leivontaan.\n\n' +
          '**Vahvuudet:** käsin kerätty suomalainen raaka-aine luomumetsistä, ilmoitettu C-vitamiinipitoisuus ja selkeä annostusohje.\n\n' +
          '**Heikkoudet:** grammahinta on korkea, ja pieni pakkaus loppuu nopeasti, jos käytät suurinta annosta.',
      },
      {
        title: 'Arctic Warriors Nokkosjauhe',
        type: 'text-with-image',
        productIds: ['arctic-warriors-nokkosjauhe'],
        content:
          'Arctic Warriors Nokkosjauhe on pakastekuivattua ja jauhettua nokkosta, joka on kasvatettu Lapin luomutiloilla. Valmistajan mukaan proteiinia on 23,6 g / 100 g, mutta teelusikallisten määrissä proteiinia kertyy vähän. Annostus on 1–5 teelusikallista päivässä, ja mieto maku sopii keittoihin, kastikkeisiin ja leivontaan. Pakkauskoko on 150 g ja hinta Ruohonjuuressa 52,00 €, joten 100 grammaa maksaa noin 34,67 € ja 10 grammaa noin 3,47 €.\n\n' +
          '**Paras valinta, jos** haluat käyttää nokkosta ympäri vuoden ruoanlaitossa etkä halua kerätä ja kuivata sitä itse.\n\n' +
          '**Vahvuudet:** vertailun suurin pakkaus, luomuraaka-aine ja monipuolinen käyttö ruoanlaitossa.\n\n' +
          '**Heikkoudet:** vertailun kallein pakkaus, ja nokkosta voi keväällä kerätä ja kuivata myös itse. Nokkosessa on K-vitamiinia, joten jos käytät varfariinia, pidä nokkosen määrä tasaisena.',
      },
      {
        title: 'Kääpä Mushrooms Pakuriuutejauhe',
        type: 'text-with-image',
        productIds: ['kaapa-mushrooms-pakuriuutejauhe'],
        content:
          'Kääpä Mushrooms Pakuriuutejauhe on luomulaatuista pakurista tehtyä uutejauhetta, joka sekoitetaan kuumaan juomaan. Valmistajan päiväannoksessa on 100 mg beetaglukaania. Kauran ja ohran beetaglukaanille hyväksytyt terveysväitteet eivät koske sienten beetaglukaania. Pakkauskoko on 30 g ja hinta Ruohonjuuressa 36,95 €, joten 100 grammaa maksaa noin 123,17 € ja gramma noin 1,23 €. Uutetta käytetään kuitenkin pieniä määriä, joten vertaa hintaa myös päiväannosta kohden.\n\n' +
          '**Paras valinta, jos** haluat suomalaista luomupakuria kuumaan juomaan liukenevana uutteena.\n\n' +
          '**Vahvuudet:** liukenee kuumaan juomaan, beetaglukaanin määrä on ilmoitettu ja raaka-aine on suomalaista luomupakuria.\n\n' +
          '**Heikkoudet:** vertailun korkein grammahinta. Pakkauksessa on varoitus samanaikaisesta käytöstä eräiden lääkkeiden kanssa, joten lue se huolella. Pakurissa on runsaasti oksalaattia, ja pitkään jatkuneeseen runsaaseen käyttöön on yhdistetty yksittäisiä munuaishaittoja. Jos sinulla on munuaissairaus tai taipumusta munuaiskiviin, keskustele lääkärin kanssa ennen käyttöä.',
      },
      {
        title: 'Foodin Kuuden sienen sekoitus',
        type: 'text-with-image',
        productIds: ['foodin-kuuden-sienen-sekoitus'],
        content:
          'Foodin Kuuden sienen sekoitus on jauhe, jossa on kuutta sientä: pakuria, reishiä, siiliorakasta, cordycepsiä, siitakea ja maitakea. Se sekoitetaan kahviin, teehen tai smoothieen. Pakkauskoko on 40 g ja hinta Ruohonjuuressa 21,90 €, joten 100 grammaa maksaa noin 54,75 € ja gramma noin 0,55 €.\n\n' +
          '**Paras valinta, jos** haluat kokeilla useita sieniä samasta purkista esimerkiksi aamukahvissa.\n\n' +
          '**Vahvuudet:** kuusi sientä samassa pakkauksessa ja helppo käyttö sekä kuumissa että kylmissä juomissa.\n\n' +
          '**Heikkoudet:** sekoituksesta on vaikea tietää, paljonko kutakin sientä annoksessa on, ja mahdollisten oireiden syytä on vaikea päätellä. Tarkista pakkauksesta sienten osuudet ja annos. Jos käytät lääkkeitä, kysy lääkäriltä tai apteekista ennen käyttöä.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'foodin-pohjolan-marjat',
          'arctic-warriors-mustikkajauhe',
          'arctic-warriors-kuusenkerkkajauhe',
          'arctic-warriors-nokkosjauhe',
          'kaapa-mushrooms-pakuriuutejauhe',
          'foodin-kuuden-sienen-sekoitus',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Jauhe vai tuore marja?** Tuoreet ja pakastetut kotimaiset marjat ovat lähes aina jauheita edullisempia. Jauhe on kätevä silloin, kun haluat pitkään säilyvän ja kevyen pakkauksen.\n\n' +
          '**Ainesosaluettelo.** Hyvässä jauheessa on pelkkää marjaa, kasvia tai sientä. Tarkista, onko mukana lisättyä sokeria, täyteaineita tai muita ainesosia.\n\n' +
          '**Alkuperä ja luomu.** EU:n luomumerkki kertoo, että tuote on tuotettu luomusääntöjen mukaan. Luonnosta kerätyt marjat, kerkät ja pakuri voivat olla luomua, kun keruualue on luomuvalvonnassa.\n\n' +
          '**Hinta painoa kohden.** Jaa pakkauksen hinta grammamäärällä ja kerro sadalla. Esimerkiksi 15,95 €:n ja 120 g:n pakkauksessa 100 grammaa maksaa noin 13,29 €.\n\n' +
          '**Sieniuutteet.** Pakuri- ja muita sieniuutteita käytetään ravintolisien tapaan pieninä annoksina. Noudata pakkauksen annosta ja lue varoitukset. Raskauden ja imetyksen aikana sieniuutteiden käytöstä ei ole riittävästi turvallisuustietoa, joten ne kannattaa silloin jättää väliin.\n\n' +
          '**Säilytys.** Säilytä jauheet kuivassa ja valolta suojattuna, kansi tiiviisti kiinni. Kosteudessa jauhe paakkuuntuu.\n\n' +
          'Lisää superruoista, kotimaisista marjoista ja realistisista odotuksista kerromme [superfoodeja käsittelevässä artikkelissa](/superfoodit).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Korvaako marjajauhe tuoreet marjat?**\nEi kokonaan. Teelusikallinen jauhetta on pieni määrä verrattuna ravitsemussuositusten 500–800 grammaan kasviksia, marjoja ja hedelmiä päivässä. Jauhe sopii täydentämään tuoreita ja pakastettuja marjoja.\n\n' +
          '**Kuinka paljon jauhetta kannattaa käyttää?**\nNoudata pakkauksen ohjetta. Esimerkiksi kuusenkerkkäjauheen annostus on 1–3 ja nokkosjauheen 1–5 teelusikallista päivässä.\n\n' +
          '**Voiko pakuria juoda joka päivä?**\nPakurissa on runsaasti oksalaattia, joten runsasta ja pitkään jatkuvaa käyttöä kannattaa välttää. Noudata pakkauksen annosta, ja jos sinulla on munuaissairaus tai käytät lääkkeitä, kysy ensin lääkäriltä.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus ja edullisin:** Foodin Pohjolan marjat -marjajauhesekoitus – kotimaisia marjoja, 120 g ja noin 13,29 € / 100 g.\n' +
      '- **Yhden marjan jauhe:** Arctic Warriors Mustikkajauhe – suomalaista mustikkaa pienessä pakkauksessa.\n' +
      '- **Kotimainen erikoisuus:** Arctic Warriors Kuusenkerkkäjauhe – käsin kerättyä kerkkää luomumetsistä.\n' +
      '- **Ruoanlaittoon:** Arctic Warriors Nokkosjauhe – Lapin luomunokkosta, vertailun suurin pakkaus.\n' +
      '- **Pakuri kuumaan juomaan:** Kääpä Mushrooms Pakuriuutejauhe – luomupakurin uute, jossa beetaglukaanin määrä on ilmoitettu.\n' +
      '- **Sienisekoitus:** Foodin Kuuden sienen sekoitus – kuusi sientä samassa purkissa.\n\n' +
      'Superruokajauheille ei ole hyväksyttyjä terveysväitteitä, joten valitse jauhe käyttötarkoituksen, koostumuksen, alkuperän ja hinnan perusteella. Tuoreet ja pakastetut kotimaiset marjat ovat edelleen edullisin tapa syödä marjoja. Sieniuutteiden kanssa kannattaa olla varovainen, jos käytät lääkkeitä tai sinulla on munuaissairaus.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'EFSA: EU Register of nutrition and health claims',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Ruokavirasto: Luomu (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
