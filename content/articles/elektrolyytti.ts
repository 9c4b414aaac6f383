import type { ArticleBody } from '../schemas/article.ts';

/** Best electrolyte products 2025: four drink powders and two effervescent tablets compared by purpose and price. */
export const body = {
  id: 'elektrolyytti',
  updateDate: '2025-02-08',
  content: {
    introduction:
      'Elektrolyyttivalmisteilla korvataan hiessä menetettyjä suoloja, ennen kaikkea natriumia. Niistä voi olla hyötyä, kun liikut pitkään ja hikoilet runsaasti, treenaat helteellä tai harjoittelet samana päivänä useamman kerran. Tavallisessa arjessa ja lyhyissä treeneissä ruoka ja vesi riittävät useimmille.\n\n' +
      'Valmisteita myydään juomajauheina, poretabletteina ja valmiina juomina, ja niiden koostumus vaihtelee paljon. Osa on tehty runsaan hikoilun korvaamiseen ja sisältää paljon natriumia, osa on tarkoitettu arkijuomaksi, ja osassa on hiilihydraattia energiaksi. Vertailussa on kuusi Suomessa myytävää valmistetta: neljä juomajauhetta ja kaksi poretablettia, joista kaikista tehdään juoma veteen sekoittamalla.\n\n' +
      'Kun valitset, katso natriumin määrä annoksessa, sisältääkö valmiste sokeria, mitä muuta siihen on lisätty ja mitä yksi annos maksaa. Jos sinulla on kohonnut verenpaine, munuaissairaus tai säännöllinen lääkitys, keskustele lääkärin kanssa ennen kuin otat elektrolyyttivalmisteita säännölliseen käyttöön.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Puhdistamo Elektrolyyttijauhe',
          'Nuun Sport',
          'SiS GO Hydro',
          'SiS GO Electrolyte',
          'Puhdistamo Daily Elektrolyyttijauhe',
          'Puhdistamo Elektrolyytti & Kreatiini -jauhe',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun valmisteita eri käyttötarkoituksiin ja arvioimme ne näillä perusteilla:\n\n' +
          '- **Koostumus:** natriumin, kaliumin ja magnesiumin määrä annoksessa ja se, sopiiko koostumus valmisteen käyttötarkoitukseen.\n' +
          '- **Sokeri ja makeutus:** onko valmiste sokeriton, vähäenerginen vai hiilihydraattia sisältävä.\n' +
          '- **Hinta annosta kohden:** laskimme annoshinnan, kun sekä hinta että annosten määrä olivat tiedossa.\n' +
          '- **Käytettävyys:** miten helposti valmiste kulkee mukana ja miten se annostellaan.\n' +
          '- **Saatavuus Suomessa:** kaikkia valmisteita myydään suomalaisissa kaupoissa, kuten Puhdistamon verkkokaupassa, XXL:ssä ja Intersportissa.\n\n' +
          'Emme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Tuotteiden arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Puhdistamo Elektrolyyttijauhe',
        type: 'text-with-image',
        productIds: ['puhdistamo-elektrolyyttijauhe'],
        content:
          'Puhdistamo Elektrolyyttijauhe on sokeriton juomajauhe, jonka annoksessa on natriumia 430 mg, kaliumia 163 mg, magnesiumia 94 mg ja kloridia 650 mg. Natriumin lähteenä on Guérande-merisuola. Lisäksi annoksessa on C-vitamiinia 150 mg ja MSM:ää 1 200 mg. C-vitamiini edistää immuunijärjestelmän normaalia toimintaa, mutta MSM:lle ei ole EU:ssa hyväksyttyä terveysväitettä.\n\n' +
          '**Paras valinta, jos** hikoilet paljon ja haluat sokerittoman juoman, jossa natriumia on reilusti.\n\n' +
          '**Vahvuudet:** runsas natriummäärä, useita makuja ja myös maustamaton versio sekä annospussit, jotka on helppo ottaa mukaan.\n\n' +
          '**Heikkoudet:** jos haluat pelkät suolat, lisätyt MSM ja C-vitamiini eivät tuo hikoilun korvaamiseen mitään. Hinta on 19,95 €, mutta tuotetiedoistamme ei selviä, kumpaa pakkauskokoa (120 g vai 240 g) hinta koskee eikä annoksen koko grammoina. Laske annoshinta siksi pakkauksen tiedoista.',
      },
      {
        title: 'Nuun Sport',
        type: 'text-with-image',
        productIds: ['nuun-sport'],
        content:
          'Nuun Sport on poretabletti, joka liuotetaan noin 500 ml:aan vettä. Tabletissa on natriumia 300 mg sekä kaliumia, magnesiumia ja kalsiumia, ja sokeria on vain vähän. Putkilossa on 10 tablettia, ja XXL:ssä hinta on 7,90 €, joten yksi juomallinen maksaa 7,90 € / 10 = 0,79 €.\n\n' +
          '**Paras valinta, jos** haluat valmiiksi annostellun elektrolyyttijuoman, joka kulkee taskussa lenkille, pyöräretkelle tai matkalle.\n\n' +
          '**Vahvuudet:** selkeä annos, kevyt putkilo, reilusti natriumia puolen litran juomaan ja vähän energiaa.\n\n' +
          '**Heikkoudet:** annoshinta 0,79 € on korkeampi kuin Puhdistamon Daily- ja Elektrolyytti & Kreatiini -jauheissa, joiden 5 g:n annos maksaa enintään noin 0,65 €. Annosta ei voi säätää yhtä joustavasti kuin jauheessa, ja kymmenen tabletin putkilo loppuu säännöllisessä käytössä nopeasti.',
      },
      {
        title: 'SiS GO Hydro',
        type: 'text-with-image',
        productIds: ['sis-go-hydro'],
        content:
          'SiS GO Hydro on brittiläisen Science in Sportin poretabletti, joka liuotetaan 500 ml:aan vettä. Se sisältää natriumia, kaliumia ja magnesiumia ja on vähäenerginen. Putkilossa on 20 tablettia eli kaksi kertaa niin monta kuin Nuun Sportissa. Tuotetta myy Intersport. Hinta ei ollut tiedossamme vertailua päivitettäessä; juomallisen hinnan saat jakamalla putkilon hinnan 20:llä.\n\n' +
          '**Paras valinta, jos** pidät tableteista ja käytät elektrolyyttejä niin usein, että isompi putkilo on kätevämpi.\n\n' +
          '**Vahvuudet:** 20 tablettia putkilossa, helppo annostelu ja vähän energiaa.\n\n' +
          '**Heikkoudet:** kivennäisaineiden tarkat määrät eivät käy ilmi tuotetiedoistamme, joten vertaa natriumin määrää pakkauksesta ennen ostoa. Kuten muissakin tableteissa, annos on kiinteä.',
      },
      {
        title: 'SiS GO Electrolyte',
        type: 'text-with-image',
        productIds: ['sis-go-electrolyte'],
        content:
          'SiS GO Electrolyte on urheilujuomajauhe, jossa on sekä hiilihydraatteja että elektrolyyttejä. Se on tarkoitettu juotavaksi liikunnan aikana, ja se eroaa vertailun muista tuotteista siinä, että juoma antaa myös energiaa. Pakkaus on 500 g, ja hedelmämakuja on useita. Tuotetta myy XXL. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupasta.\n\n' +
          '**Paras valinta, jos** harjoittelet tai kilpailet kestävyyslajissa yli tunnin ja haluat saada nesteen, suolat ja energian samasta pullosta.\n\n' +
          '**Vahvuudet:** energia ja elektrolyytit samassa juomassa, mikä helpottaa pitkien lenkkien ja kilpailujen juomista.\n\n' +
          '**Heikkoudet:** koska jauhe on suurimmaksi osaksi hiilihydraattia, annos on paljon suurempi kuin sokerittomissa jauheissa, eikä 500 g:n pakkaus riitä moneen juomaan. Arkijuomaksi tai lyhyisiin treeneihin se on turhan energiapitoinen. Tarkista annoskoko sekä natriumin ja hiilihydraatin määrä pakkauksesta.',
      },
      {
        title: 'Puhdistamo Daily Elektrolyyttijauhe',
        type: 'text-with-image',
        productIds: ['puhdistamo-daily-elektrolyyttijauhe'],
        content:
          'Puhdistamo Daily Elektrolyyttijauhe on tehty päivittäiseen käyttöön. Sen 5 g:n annoksessa on kaliumia 317 mg, magnesiumia 94 mg, natriumia 153 mg ja C-vitamiinia 132 mg. Natriumia on siis selvästi vähemmän ja kaliumia enemmän kuin hikoilun korvaamiseen tehdyissä valmisteissa. Jauheessa ei ole keinotekoisia makeutusaineita eikä lisäaineita.\n\n' +
          '**Paras valinta, jos** haluat maustetun juoman arkeen tai kevyisiin treeneihin etkä tarvitse suuria suolamääriä.\n\n' +
          '**Vahvuudet:** maltillinen natriummäärä, kolme makua (vesimeloni, lime ja mansikka) ja edullinen annos. Hinta on 12,95 €, ja pakkauskoot ovat 100 g (20 annosta) ja 200 g (40 annosta), joten annos maksaa enintään noin 0,65 € (12,95 € / 20).\n\n' +
          '**Heikkoudet:** runsaaseen hikoiluun natriumia on niukasti. Kaliumia saa myös kasviksista, hedelmistä ja marjoista. Jos sinulla on munuaissairaus tai käytät kaliumiin vaikuttavia lääkkeitä, kysy lääkäriltä ennen päivittäistä käyttöä.',
      },
      {
        title: 'Puhdistamo Elektrolyytti & Kreatiini -jauhe',
        type: 'text-with-image',
        productIds: ['puhdistamo-elektrolyytti-kreatiini-jauhe'],
        content:
          'Puhdistamo Elektrolyytti & Kreatiini -jauhe on elektrolyyttijauhe, johon on lisätty kreatiinia. Sen 5 g:n annoksessa on kreatiinia 1 250 mg, natriumia 375 mg, kaliumia 190 mg ja magnesiumia 115 mg. Jauhe on sokeriton, ja makuna on kirsikka-vadelma. Hinta on 12,95 €, ja pakkauskoot ovat 100 g (20 annosta) ja 200 g (40 annosta), joten annos maksaa enintään noin 0,65 €.\n\n' +
          '**Paras valinta, jos** treenaat salilla tai pallopeleissä, hikoilet reilusti ja haluat juoda treenin aikana yhden maustetun juoman.\n\n' +
          '**Vahvuudet:** runsaasti natriumia, selkeä annos ja Suomessa suunniteltu ja valmistettu tuote.\n\n' +
          '**Heikkoudet:** kreatiinia on annoksessa vähemmän kuin 3 g, jota kreatiinin hyväksytty terveysväite edellyttää. Kolme grammaa saisit noin 2,4 annoksesta (3 000 mg / 1 250 mg), mutta silloin magnesiumia kertyisi noin 276 mg, eli yli EFSA:n ravintolisille antaman 250 mg:n ylärajan. Jos haluat kreatiinia säännöllisesti 3–5 g päivässä, erillinen [kreatiini](/paras-kreatiini) on parempi ratkaisu.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'puhdistamo-elektrolyyttijauhe',
          'nuun-sport',
          'sis-go-hydro',
          'sis-go-electrolyte',
          'puhdistamo-daily-elektrolyyttijauhe',
          'puhdistamo-elektrolyytti-kreatiini-jauhe',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Natrium ratkaisee.** Hiessä menetetään eniten natriumia, joten hikoilun korvaamiseen tehdyssä juomassa sitä on reilusti: niissä vertailun valmisteissa, joiden natriummäärä on tiedossamme, 300–430 mg annoksessa. Arkikäyttöön tehdyssä juomassa natriumia on vähemmän, koska suolaa saadaan ruoasta yleensä jo riittävästi. Suomalaisissa ravitsemussuosituksissa aikuisen suolan saannin tavoite on alle 5 g päivässä.\n\n' +
          '**Sokeriton vai hiilihydraattia?** Sokeriton valmiste sopii, kun haluat korvata suoloja ilman energiaa. Yli tunnin kestävissä kestävyyssuorituksissa myös energiasta on hyötyä. EU:ssa on hyväksytty terveysväitteet hiilihydraatti-elektrolyyttiliuoksille, jotka täyttävät tarkat koostumusehdot: ne edistävät kestävyyssuorituskyvyn ylläpitämistä pitkäkestoisessa kestävyysharjoittelussa ja parantavat veden imeytymistä fyysisen harjoittelun aikana.\n\n' +
          '**Laske magnesium yhteen.** Vertailun Puhdistamon jauheissa on magnesiumia 94–115 mg annoksessa. EFSA:n mukaan ravintolisistä saatavan magnesiumin saannin yläraja on aikuisille 250 mg päivässä, joten laske mukaan myös mahdollinen [magnesiumlisä](/paras-magnesium).\n\n' +
          '**Jauhe vai tabletti?** Jauheen annosta voi säätää, ja annoshinta on usein edullisempi. Poretabletti on valmiiksi annosteltu ja kulkee taskussa. Jauheita vertailemme tarkemmin [elektrolyyttijauheiden vertailussa](/paras-elektrolyyttijauhe).\n\n' +
          '**Ripuli ja sairaudet.** Ripulin ja oksentelun aiheuttamaan nestehukkaan käytetään apteekin nesteytysliuosta, ei urheilujuomaa. Jos sinulla on sydän- tai munuaissairaus tai käytät verenpaine- tai nesteenpoistolääkkeitä, kysy lääkäriltä ennen säännöllistä käyttöä. Perusasiat kokoaa oppaamme [Elektrolyytit](/elektrolyytit).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus hikoiluun:** Puhdistamo Elektrolyyttijauhe – sokeriton, natriumia 430 mg annoksessa, useita makuja ja annospussit.\n' +
      '- **Paras tabletti mukaan:** Nuun Sport – natriumia 300 mg tabletissa, 0,79 € juomalliselta.\n' +
      '- **Isompi tablettiputkilo:** SiS GO Hydro – 20 tablettia putkilossa.\n' +
      '- **Pitkiin kestävyyssuorituksiin:** SiS GO Electrolyte – hiilihydraatit ja elektrolyytit samassa juomassa.\n' +
      '- **Edullisin tiedossa oleva annos:** Puhdistamo Daily Elektrolyyttijauhe ja Puhdistamo Elektrolyytti & Kreatiini -jauhe – enintään noin 0,65 € 5 g:n annokselta.\n' +
      '- **Arkikäyttöön:** Puhdistamo Daily Elektrolyyttijauhe – natriumia vähemmän ja kaliumia enemmän.\n' +
      '- **Salitreeniin:** Puhdistamo Elektrolyytti & Kreatiini -jauhe – runsaasti natriumia, mutta 1 250 mg:n kreatiiniannos ei korvaa erillistä kreatiinia.\n\n' +
      'Elektrolyyttivalmisteesta on eniten hyötyä, kun hikoilet pitkään ja runsaasti. Lyhyisiin treeneihin ja arkeen riittävät useimmille ruoka ja vesi.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims',
      'EFSA: Tolerable upper intake levels for vitamins and minerals – magnesium',
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
