import type { ArticleBody } from '../schemas/article.ts';

/** Parhaat proteiinijauheet 2025: kuusi hera- ja kasviproteiinijauhetta vertailussa, hinta proteiinigrammaa kohden. */
export const body = {
  id: 'parhaat-proteiinijauheet',
  updateDate: '2025-01-31',
  content: {
    introduction:
      'Proteiinijauhe on liikkujan suosituimpia lisäravinteita. Sillä on helppo täydentää ruokavaliota, kun proteiinia tarvitaan tavallista enemmän tai ateria jää treenipäivänä väliin. EU:ssa hyväksytyn terveysväitteen mukaan proteiini edistää lihasmassan kasvua ja säilymistä.\n\n' +
      'Säännöllisesti liikkuvalle käytetään tavallisesti tavoitetta 1,2–2,0 g proteiinia painokiloa kohden päivässä, jaettuna 20–30 g:n annoksiin. Suurin osa tästä kannattaa saada ruoasta, ja jauhe on apuväline, ei välttämättömyys.\n\n' +
      'Vertailussa on kuusi suomalaisista verkkokaupoista saatavaa jauhetta: neljä heraproteiinia ja kaksi kasviproteiinia. Kun valitset, katso ennen kaikkea proteiinin määrää annoksessa, hintaa proteiinigrammaa kohden ja sitä, sopiiko raaka-aine sinulle. Jos haluat ensin perehtyä proteiinin tarpeeseen ja eri laatuihin, lue oppaamme [Proteiinijauheet](/proteiinijauheet).',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Optimum Nutrition Gold Standard 100% Whey',
          'Star Nutrition Whey-80',
          'Dymatize ISO100',
          'Puhdistamo Heraproteiini',
          'Puhdistamo Optimal VEGE Proteiini',
          'Puhdistamo Riisiproteiini',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun sekä heraproteiineja että vegaanisia kasviproteiineja, jotta jokaiselle ruokavaliolle löytyy vaihtoehto. Arvioimme jauheet näillä perusteilla:\n\n' +
          '- **Hinta proteiinigrammaa kohden:** laskimme annoshinnan ja sadan proteiinigramman hinnan aina, kun pakkauksen hinta, koko ja annoksen proteiinimäärä olivat tiedossa.\n' +
          '- **Proteiinia annoksessa:** tavoitteena 20–30 g proteiinia yhdellä annoksella.\n' +
          '- **Raaka-aine ja ainesosat:** heraproteiinikonsentraatti, isolaatti vai kasviproteiini, ja kuinka selkeästi valmistaja kertoo koostumuksen.\n' +
          '- **Saatavuus Suomessa:** kaikkia jauheita myydään suomalaisissa verkkokaupoissa, kuten Fitnesstukussa, Bodystoressa ja Puhdistamossa.\n' +
          '- **Käytettävyys:** makuvalikoima, maustamattoman version saatavuus ja pakkauskoot.\n\n' +
          'Emme ole teettäneet jauheista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Proteiinin määrä vaihtelee usein mauittain, joten tarkista se aina pakkauksesta. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Optimum Nutrition Gold Standard 100% Whey',
        type: 'text-with-image',
        productIds: ['optimum-nutrition-gold-standard-100-whey'],
        content:
          'Optimum Nutrition Gold Standard 100% Whey on pitkään markkinoilla ollut heraproteiinijauhe, jossa on heraproteiini-isolaattia, -konsentraattia ja -peptidejä. Annoksessa on noin 24 g proteiinia, ja makuja on paljon. Bodystoressa 2,27 kg:n pakkaus maksaa 74,90 €, joten kilohinta on noin 33 €. Jos annos on noin 30 g jauhetta, pakkauksesta tulee noin 75 annosta ja yksi annos maksaa noin 1,00 €. Annoskoko vaihtelee hieman mauittain, joten tarkista se pakkauksesta.\n\n' +
          '**Paras valinta, jos** haluat tunnetun ja monipuolisen herajauheen päivittäiseen käyttöön.\n\n' +
          '**Vahvuudet:** noin 24 g proteiinia annoksessa, laaja makuvalikoima ja kohtuullinen annoshinta isossa pakkauksessa.\n\n' +
          '**Heikkoudet:** 2,27 kg on iso hankinta, jos et vielä tiedä, mikä maku sopii sinulle. Koska mukana on myös konsentraattia, laktoosia on enemmän kuin puhtaassa isolaatissa.',
      },
      {
        title: 'Star Nutrition Whey-80',
        type: 'text-with-image',
        productIds: ['star-nutrition-whey-80'],
        content:
          'Star Nutrition Whey-80 on heraproteiinijauhe, jonka pohjana on heraproteiinikonsentraatti. Fitnesstukussa 4 kg:n pakkaus maksaa 89,90 €, joten kilohinta on noin 22,50 € – vertailun edullisin. Jos käytät 30 g jauhetta kerrallaan, pakkaus riittää noin 133 annokseen ja annos maksaa noin 0,67 €. Proteiinin määrä annoksessa vaihtelee mauittain, joten tarkista se pakkauksesta. Jauhe sekoitetaan veteen tai maitoon, ja makuja on useita. Saatavana on myös pienempiä pakkauksia.\n\n' +
          '**Paras valinta, jos** juot proteiinijuoman lähes päivittäin ja haluat mahdollisimman edullisen kilohinnan.\n\n' +
          '**Vahvuudet:** vertailun edullisin kilohinta, useita makuja ja mahdollisuus kokeilla ensin pienempää pakkausta.\n\n' +
          '**Heikkoudet:** 4 kg vaatii säilytystilaa ja kuluu hitaasti, jos käytät jauhetta vain silloin tällöin. Konsentraatissa on enemmän laktoosia kuin isolaatissa.',
      },
      {
        title: 'Dymatize ISO100',
        type: 'text-with-image',
        productIds: ['dymatize-iso100'],
        content:
          'Dymatize ISO100 on valmistettu hydrolysoidusta heraproteiini-isolaatista ja heraproteiini-isolaatista. Annoksessa on noin 25 g proteiinia, ja rasvaa ja hiilihydraatteja on vähän. Makuja on useita. Tuotetta myy Fitnesstukku, mutta hinta ja pakkauskoko eivät olleet tiedossamme vertailua päivitettäessä, joten tarkista ne kaupan sivulta ja laske hinta proteiinigrammaa kohden itse. Isolaattijauheet ovat yleensä konsentraatteja kalliimpia.\n\n' +
          '**Paras valinta, jos** haluat isolaattipohjaisen jauheen, jossa on vähän laktoosia, rasvaa ja hiilihydraatteja, esimerkiksi laktoosi-intoleranssin tai tarkasti suunnitellun ruokavalion vuoksi.\n\n' +
          '**Vahvuudet:** vertailun suurin proteiinimäärä annoksessa, isolaattipohja ja vähän muita ravintoaineita.\n\n' +
          '**Heikkoudet:** hinta on todennäköisesti konsentraatteja korkeampi. Hydrolysoinnista ei tavallisen liikkujan arjessa ole juuri lisähyötyä.',
      },
      {
        title: 'Puhdistamo Heraproteiini',
        type: 'text-with-image',
        productIds: ['puhdistamo-heraproteiini'],
        content:
          'Puhdistamo Heraproteiini on suomalaisen Puhdistamon herajauhe, joka valmistajan mukaan tehdään luontaisista raaka-aineista. Makuja ovat muun muassa vanilja, suklaa ja mansikka, ja maustamaton versio on luomuheraa. 26 g:n annoksessa on 18–21 g proteiinia makuversiosta riippuen. 500 g:n pakkaus maksaa 20,95 €, joten annoksia on noin 19 ja yksi annos maksaa noin 1,09 €. Proteiinia pakkauksessa on noin 350–400 g, joten sata grammaa proteiinia maksaa noin 5,20–6,10 €.\n\n' +
          '**Paras valinta, jos** arvostat luontaisia raaka-aineita tai haluat maustamatonta luomuheraa esimerkiksi puuroon ja leivontaan.\n\n' +
          '**Vahvuudet:** kotimainen merkki, maustamaton luomuvaihtoehto ja pieni pakkaus kokeiluun.\n\n' +
          '**Heikkoudet:** vertailun korkein hinta proteiinigrammaa kohden niistä jauheista, joiden tiedot olivat käytössämme. Annoksen proteiinimäärä jää osassa makuja alle 20 gramman.',
      },
      {
        title: 'Puhdistamo Optimal VEGE Proteiini',
        type: 'text-with-image',
        productIds: ['puhdistamo-optimal-vege-proteiini'],
        content:
          'Puhdistamo Optimal VEGE Proteiini on vegaaninen proteiinijauhe, jossa on yhdistetty riisi- ja herneproteiinia. Yhdistelmä on järkevä, koska riisin ja herneen aminohappokoostumukset täydentävät toisiaan. 25 g:n annoksessa on 19–20 g proteiinia. 600 g:n pakkaus maksaa 19,95 €, joten annoksia on 24 ja yksi annos maksaa noin 0,83 €. Proteiinia pakkauksessa on noin 456–480 g, joten sata grammaa proteiinia maksaa noin 4,20–4,40 €. Maut ovat vanilja, suklaa, mansikka ja maustamaton.\n\n' +
          '**Paras valinta, jos** haluat vegaanisen proteiinijauheen tai vältät maitotuotteita.\n\n' +
          '**Vahvuudet:** kaksi toisiaan täydentävää kasviproteiinia, edullinen annoshinta ja myös maustamaton versio.\n\n' +
          '**Heikkoudet:** kasviproteiinin rakenne on usein heraa jauhoisempi. Pakkaus riittää päivittäisessä käytössä vajaaksi kuukaudeksi.',
      },
      {
        title: 'Puhdistamo Riisiproteiini',
        type: 'text-with-image',
        productIds: ['puhdistamo-riisiproteiini'],
        content:
          'Puhdistamo Riisiproteiini on vegaaninen jauhe, jonka ainoa proteiininlähde on riisi. 25 g:n annoksessa on 19–20 g proteiinia. 600 g:n pakkaus maksaa 19,95 €, joten annoksia on 24, annos maksaa noin 0,83 € ja sata grammaa proteiinia noin 4,20–4,40 €. Jauhetta saa vaniljan makuisena ja maustamattomana.\n\n' +
          '**Paras valinta, jos** haluat kasviproteiinin yhdestä raaka-aineesta, esimerkiksi jos vältät hernettä tai soijaa.\n\n' +
          '**Vahvuudet:** yksinkertainen koostumus, edullinen annoshinta ja maustamaton versio ruoanlaittoon.\n\n' +
          '**Heikkoudet:** riisiproteiinissa on niukasti välttämätöntä lysiiniä, joten ruokavalion muiden proteiininlähteiden kannattaa olla monipuolisia. Makuja on vain kaksi, ja samaan hintaan saa riisi- ja herneproteiinin yhdistelmän.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'optimum-nutrition-gold-standard-100-whey',
          'star-nutrition-whey-80',
          'dymatize-iso100',
          'puhdistamo-heraproteiini',
          'puhdistamo-optimal-vege-proteiini',
          'puhdistamo-riisiproteiini',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Laske hinta proteiinigrammaa kohden.** Kerro annosten määrä annoksen proteiinimäärällä ja jaa pakkauksen hinta tuloksella. Esimerkiksi 600 g:n pakkauksessa on 24 annosta, kun annos on 25 g. Jos annoksessa on 20 g proteiinia, proteiinia on 480 g, ja 19,95 €:n pakkauksessa sata grammaa proteiinia maksaa noin 4,16 €.\n\n' +
          '**Hera vai kasvi?** Heraproteiini on yleensä edullinen, liukenee hyvin ja siinä on kaikkia välttämättömiä aminohappoja. Kasviproteiini sopii vegaanille ja maitoallergiselle; valitse mieluiten useamman lähteen yhdistelmä.\n\n' +
          '**Laktoosi.** Isolaatissa on vähemmän laktoosia kuin konsentraatissa. Jos sinulla on laktoosi-intoleranssi, tarkista laktoosin määrä pakkauksesta. Maitoallergiselle hera ei sovi.\n\n' +
          '**Ainesosaluettelo.** Katso, onko jauheessa sokeria, makeutusaineita tai sakeuttamisaineita. Maustamaton jauhe sopii myös ruoanlaittoon.\n\n' +
          '**Dopingtestaus.** Kilpaurheilijan kannattaa suosia tuotteita, jotka on testattu kiellettyjen aineiden varalta esimerkiksi Informed Sport -ohjelmassa. Urheilija vastaa itse kaikesta, mitä hän nauttii.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Tarvitsenko proteiinijauhetta?**\nEt välttämättä. Jos saat ruoasta 1,2–2,0 g proteiinia painokiloa kohden päivässä, jauhe on vain kätevä lisä. Se auttaa, kun ateria jää väliin tai tarve on suuri.\n\n' +
          '**Milloin proteiinijuoma kannattaa juoda?**\nKellonaikaa tärkeämpää on päivän kokonaissaanti ja se, että proteiini jakautuu 20–30 g:n annoksina useammalle aterialle. Moni juo juoman treenin jälkeen, koska se on silloin helppo.\n\n' +
          '**Voiko proteiinijuomaan sekoittaa kreatiinia?**\nVoi. Maustamaton kreatiini sekoittuu proteiinijuomaan hyvin. Kreatiineja vertailemme artikkelissa [Paras kreatiini](/paras-kreatiini).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Optimum Nutrition Gold Standard 100% Whey – noin 24 g proteiinia annoksessa, laaja makuvalikoima ja noin 1,00 €:n annoshinta 2,27 kg:n pakkauksessa.\n' +
      '- **Edullisin:** Star Nutrition Whey-80 – 4 kg:n pakkaus 89,90 €, noin 22,50 € kilolta.\n' +
      '- **Paras isolaatti:** Dymatize ISO100 – noin 25 g proteiinia ja vähän laktoosia, rasvaa ja hiilihydraatteja.\n' +
      '- **Luontaiset raaka-aineet:** Puhdistamo Heraproteiini – myös maustamattomana luomuherana.\n' +
      '- **Paras vegaaninen:** Puhdistamo Optimal VEGE Proteiini – riisi- ja herneproteiini yhdessä, noin 0,83 € annokselta.\n' +
      '- **Yhden raaka-aineen kasviproteiini:** Puhdistamo Riisiproteiini – pelkkää riisiproteiinia.\n\n' +
      'Hyvä proteiinijauhe antaa annoksessa 20–30 g proteiinia, sopii omaan ruokavalioon ja on kohtuuhintainen proteiinigrammaa kohden. Muista, että jauhe täydentää ruokaa eikä korvaa sitä.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – proteiini',
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Suomen urheilun eettinen keskus SUEK: Ravintolisät (suek.fi)',
    ],
  },
} satisfies ArticleBody;
