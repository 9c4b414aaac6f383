import type { ArticleBody } from '../schemas/article.ts';

/** Paras kreatiini 2025: neljä kreatiinimonohydraattia vertailussa. */
export const body = {
  id: 'kreatiini',
  updateDate: '2025-07-24',
  content: {
    introduction:
      'Kreatiini on yksi tutkituimmista liikkujien lisäravinteista. Elimistö valmistaa sitä itse, ja ruoasta sitä saadaan lähinnä lihasta ja kalasta. Lihaksissa kreatiini varastoituu pääosin kreatiinifosfaattina, jota lihas käyttää energianlähteenä lyhyissä ja tehokkaissa ponnistuksissa.\n\nEU:ssa hyväksytyn terveysväitteen mukaan kreatiini parantaa fyysistä suorituskykyä lyhytkestoisissa, toistuvissa ja voimaa vaativissa suorituksissa. Väitteen ehto on, että kreatiinia saadaan 3 g päivässä. Siksi kreatiinia käyttävät erityisesti kuntosaliharjoittelijat sekä sellaisten lajien harrastajat, joissa toistuu lyhyitä ja kovia ponnistuksia, kuten pallopeleissä, pikajuoksussa ja intervalliharjoittelussa. Pitkäkestoiseen kestävyysliikuntaan väite ei ulotu.\n\nVertailussa on neljä kreatiinimonohydraattijauhetta, joita saa suomalaisista verkkokaupoista. Kun valitset, katso ennen kaikkea, että tuote on pelkkää kreatiinimonohydraattia, että 3–5 g päivässä on helppo annostella ja mitä yksi annos maksaa. Tässä tuoteryhmässä kalliimpi ei tarkoita parempaa: sama aine myydään hyvin erilaisilla hinnoilla.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Star Nutrition Creatine Monohydrate',
          'Optimum Nutrition Micronised Creatine Powder',
          'NOW Foods Creatine Monohydrate',
          'Puhdistamo Athletics Kreatiini',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun vain kreatiinimonohydraattia, koska se on kreatiinin muodoista tutkituin ja yleensä edullisin. Arvioimme tuotteet näillä perusteilla:\n\n- **Koostumus:** pelkkää kreatiinimonohydraattia ilman turhia täyte- tai makuaineita.\n- **Hinta annosta kohden:** laskimme, mitä yksi 5 g:n annos maksaa, kun pakkauksen hinta on tiedossa. Pienempi 3 g:n annos tulee vastaavasti edullisemmaksi.\n- **Pakkauskoko:** iso pakkaus on yleensä edullisempi, pieni sopii kokeiluun.\n- **Saatavuus Suomessa:** kaikkia tuotteita myydään suomalaisissa verkkokaupoissa, kuten Fitnesstukussa, Bodystoressa ja Puhdistamossa.\n- **Käytettävyys:** maustamaton jauhe sekoittuu veteen, mehuun tai proteiinijuomaan.\n- **Valmistajan tiedot:** kertooko valmistaja selvästi, mitä tuote sisältää.\n\nEmme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Tuotteiden arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Star Nutrition Creatine Monohydrate',
        type: 'text-with-image',
        productIds: ['star-nutrition-creatine-monohydrate'],
        content:
          'Star Nutrition Creatine Monohydrate on maustamatonta kreatiinimonohydraattijauhetta 500 g:n pakkauksessa. Valmistajan annos on 5 g, joten pakkauksesta riittää noin 100 annosta. Tuotetta myyvät sekä Fitnesstukku (19,90 €) että Bodystore (21,90 €), joten 5 g:n annos maksaa noin 0,20–0,22 €. Se on vertailun edullisin annoshinta niistä tuotteista, joiden hinta on tiedossa.\n\n**Paras valinta, jos** käytät kreatiinia säännöllisesti ja haluat maksaa mahdollisimman vähän annosta kohden.\n\n**Vahvuudet:** pelkkää kreatiinimonohydraattia, suuri pakkaus ja edullinen annoshinta. Kahden kaupan ansiosta voit tilata kreatiinin samalla kertaa muiden ostostesi kanssa.\n\n**Heikkoudet:** 500 g on iso pakkaus, jos haluat vasta kokeilla kreatiinia. Hinta vaihtelee kaupoittain, joten vertaa Fitnesstukun ja Bodystoren hintaa ennen ostoa.',
      },
      {
        title: 'Optimum Nutrition Micronised Creatine Powder',
        type: 'text-with-image',
        productIds: ['optimum-nutrition-micronised-creatine-powder'],
        content:
          'Optimum Nutrition Micronised Creatine Powder on mikronisoitua eli hienojakoiseksi jauhettua kreatiinimonohydraattia. Kemiallisesti se on samaa monohydraattia kuin tavallinen jauhe: hienojakoisuus vaikuttaa lähinnä siihen, miten tasaisesti jauhe sekoittuu juomaan. Maustamaton jauhe sekoitetaan veteen tai muuhun juomaan. Pakkauskoko on 317 g, ja Bodystoressa hinta on 24,90 €. Yksi 5 g:n annos maksaa siis noin 0,39 € ja 3 g:n annos noin 0,24 €.\n\n**Paras valinta, jos** arvostat hienojakoista jauhetta, joka ei jää helposti lasin pohjalle, ja luotat tunnettuun kansainväliseen valmistajaan.\n\n**Vahvuudet:** tasaisesti sekoittuva jauhe, tunnettu valmistaja ja selkeä koostumus.\n\n**Heikkoudet:** annoshinta on lähes kaksinkertainen Star Nutritionin kreatiiniin verrattuna. Mikronisointi helpottaa sekoittamista, mutta se ei tee kreatiinista tehokkaampaa.',
      },
      {
        title: 'NOW Foods Creatine Monohydrate',
        type: 'text-with-image',
        productIds: ['now-foods-creatine-monohydrate'],
        content:
          'NOW Foods Creatine Monohydrate on yhdysvaltalaisen NOW Foodsin maustamaton kreatiinimonohydraattijauhe, jossa ei ole lisäaineita. Pakkauskoko on 227 g, mikä riittää noin 45 päiväksi 5 g:n annoksin tai noin 75 päiväksi 3 g:n annoksin. Tuotetta myy Fitnesstukku. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista ajantasainen hinta kaupan sivulta.\n\n**Paras valinta, jos** haluat kokeilla kreatiinia ensin pienellä pakkauksella ja arvostat tuotetta, jossa on vain yhtä ainetta.\n\n**Vahvuudet:** ei lisäaineita, pieni pakkaus kokeiluun ja helppo annostella maustamattomana jauheena mihin tahansa juomaan.\n\n**Heikkoudet:** pienissä pakkauksissa grammahinta on yleensä korkeampi kuin isoissa, joten jatkuvassa käytössä isompi pakkaus tulee todennäköisesti edullisemmaksi. Laske hinta annosta kohden ennen kuin ostat.',
      },
      {
        title: 'Puhdistamo Athletics Kreatiini',
        type: 'text-with-image',
        productIds: ['puhdistamo-athletics-kreatiini'],
        content:
          'Puhdistamo Athletics Kreatiini on kreatiinimonohydraattijauhe suomalaisen Puhdistamon Athletics-sarjasta, joka on suunnattu liikkujille. Pakkauskoko on 250 g, josta riittää 50 annosta 5 g:n annoksin tai noin 83 annosta 3 g:n annoksin. Tuotetta myy Puhdistamon oma verkkokauppa. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupan sivulta.\n\n**Paras valinta, jos** haluat ostaa kotimaiselta merkiltä tai tilaat jo muita Puhdistamon tuotteita ja haluat yhdistää ostokset samaan tilaukseen.\n\n**Vahvuudet:** kotimainen merkki, pieni pakkaus kokeiluun ja suomenkieliset tuotetiedot.\n\n**Heikkoudet:** pieni pakkaus loppuu säännöllisessä käytössä parissa kuukaudessa, ja grammahinta kannattaa verrata isompiin pakkauksiin. Tuotetta myydään vain yhdessä kaupassa.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'star-nutrition-creatine-monohydrate',
          'optimum-nutrition-micronised-creatine-powder',
          'now-foods-creatine-monohydrate',
          'puhdistamo-athletics-kreatiini',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Monohydraatti vai jokin muu muoto?** Kreatiinimonohydraatti on kreatiinin tutkituin muoto, ja juuri sitä on käytetty suurimmassa osassa tutkimuksista. Kaupoissa myydään myös esimerkiksi kreatiinihydrokloridia (HCl), puskuroitua kreatiinia ja kreatiinietyyliesteriä. Niitä markkinoidaan usein paremmin liukenevina tai pienemmällä annoksella toimivina, mutta ei ole osoitettu, että ne olisivat monohydraattia tehokkaampia. Ne ovat yleensä myös kalliimpia. Mikronisoitu kreatiini on edelleen monohydraattia, vain hienommaksi jauhettuna.\n\n**Annostus ja latausvaihe.** Tavallinen käyttöannos on 3–5 g päivässä. Latausvaihe eli tankkaus tarkoittaa, että ensimmäisen noin viikon ajan otetaan suurempi määrä, tavallisesti noin 20 g päivässä useaan annokseen jaettuna. Latausvaihe on vapaaehtoinen: se täyttää lihasten kreatiinivarastot nopeammin, mutta samaan päästään muutamassa viikossa myös pelkällä 3–5 g:n päiväannoksella. Suuret annokset voivat joillakin aiheuttaa vatsavaivoja, joten ilman latausta aloittaminen on monelle helpompaa.\n\n**Säännöllisyys ratkaisee.** Kreatiini vaikuttaa lihasten varastojen kautta, joten ota se joka päivä, myös lepopäivinä. Kellonajalla ei ole suurta merkitystä: voit sekoittaa jauheen aamiaisjuomaan tai treenin jälkeen nautittavaan [proteiinijuomaan](/parhaat-proteiinijauheet).\n\n**Hinta annosta kohden.** Jaa pakkauksen hinta annosmäärällä. Esimerkiksi 500 g:n pakkauksessa on 100 annosta 5 g:n annoksin, 250 g:n pakkauksessa 50. Isot pakkaukset ovat lähes aina edullisempia, ja maustamaton jauhe on yleensä edullisempaa kuin kapselit, joita tarvitaan päiväannokseen useita.\n\n**Puhtaus ja laatumerkit.** Valitse tunnetun valmistajan tuote, jonka pakkausmerkinnät ovat selkeät ja suomenkieliset. Osa valmistajista käyttää saksalaista Creapure-raaka-ainetta ja kertoo siitä pakkauksessa. Jos kilpailet lajissa, jossa tehdään dopingtestejä, suosi tuotteita, jotka on testattu kiellettyjen aineiden varalta esimerkiksi Informed Sport -ohjelmassa. Suomen urheilun eettinen keskus SUEK muistuttaa, että urheilija vastaa itse kaikesta, mitä hän nauttii.\n\n**Kenelle kreatiini sopii?** Kreatiinista voivat hyötyä aikuiset, jotka tekevät voimaharjoittelua tai lyhyitä, toistuvia ja kovia suorituksia. Koska ruoan kreatiini tulee pääosin lihasta ja kalasta, kasvissyöjät saavat sitä ruoasta vähemmän. Jos sinulla on munuaissairaus tai säännöllinen lääkitys, olet raskaana tai imetät tai olet alaikäinen, keskustele lääkärin kanssa ennen kuin aloitat. Lisää liikkujan lisäravinteista voit lukea oppaasta [Liikkujan lisäravinteet](/liikkujan-lisaravinteet).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Pitääkö kreatiinia tankata?**\nEi tarvitse. Latausvaihe täyttää lihasten kreatiinivarastot nopeammin, mutta 3–5 g päivässä johtaa samaan lopputulokseen muutamassa viikossa.\n\n**Nouseeko paino kreatiinin käytön alussa?**\nPaino voi nousta hieman, koska lihakset sitovat kreatiinin mukana vettä. Kyse ei ole rasvan lisääntymisestä.\n\n**Voiko kreatiinin sekoittaa proteiinijuomaan?**\nVoi. Maustamaton kreatiini sekoittuu veteen, mehuun ja proteiinijuomaan, eikä se juuri vaikuta juoman makuun.\n\n**Kumpi sopii minulle, kollageeni vai kreatiini?**\nNe ovat eri tarkoituksiin käytettäviä aineita. Eroja on käyty läpi artikkelissa [Kollageeni vai kreatiini](/articles/tukiartikkelit/kollageeni-vai-kreatiini).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus ja edullisin annos:** Star Nutrition Creatine Monohydrate – pelkkää monohydraattia, 500 g ja noin 0,20–0,22 € 5 g:n annokselta Fitnesstukussa tai Bodystoressa.\n- **Helpoimmin sekoittuva:** Optimum Nutrition Micronised Creatine Powder – hienojakoinen jauhe tunnetulta valmistajalta, mutta annoshinta on korkeampi.\n- **Pieni pakkaus kokeiluun:** NOW Foods Creatine Monohydrate – 227 g puhdasta monohydraattia ilman lisäaineita.\n- **Kotimainen merkki:** Puhdistamo Athletics Kreatiini – 250 g:n pakkaus Puhdistamon verkkokaupasta.\n\nKreatiinia valitessa tärkeintä on, että tuote on pelkkää kreatiinimonohydraattia ja että käytät sitä säännöllisesti 3–5 g päivässä. Latausvaihe ei ole välttämätön, eivätkä kalliimmat kreatiinin muodot ole osoittautuneet monohydraattia paremmiksi, joten hinta annosta kohden on hyvä ratkaisuperuste.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – kreatiini ja fyysinen suorituskyky',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'NIH Office of Dietary Supplements: Dietary Supplements for Exercise and Athletic Performance – Fact Sheet for Health Professionals',
      'Suomen urheilun eettinen keskus SUEK: Ravintolisät (suek.fi)',
    ],
  },
} satisfies ArticleBody;
