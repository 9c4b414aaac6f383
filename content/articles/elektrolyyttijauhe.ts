import type { ArticleBody } from '../schemas/article.ts';

/** Best electrolyte powders 2025: four drink powders compared by dosing, flavour and sweetening, sugar and price per serving. */
export const body = {
  id: 'elektrolyyttijauhe',
  updateDate: '2025-09-06',
  content: {
    introduction:
      'Elektrolyyttijauhe on elektrolyyttivalmisteista joustavin. Voit itse päättää, kuinka vahvan juoman teet, sekoittaa jauheen pulloon tai kannuun ja ostaa kerralla ison pakkauksen. Annosta kohden jauhe on usein poretablettia edullisempi. Toisaalta jauhe pitää mitata, ja juoman maku ja suolaisuus riippuvat paljon siitä, miten sen annostelee.\n\n' +
      'Tässä vertailussa keskitymme pelkkiin jauheisiin ja niiden käytännön eroihin: kuinka suuri annos on ja miten se mitataan, mitä makuja on tarjolla ja millä juoma on makeutettu, onko jauhe sokeriton vai hiilihydraattia sisältävä urheilujuoma ja mitä yksi annos maksaa. Tabletteja ja jauheita rinnakkain vertailemme artikkelissa [Paras elektrolyytti](/paras-elektrolyytti).\n\n' +
      'Elektrolyyttijauheesta on eniten hyötyä, kun hikoilet paljon, esimerkiksi pitkissä harjoituksissa tai helteellä. Arjessa suolat saadaan tavallisesti ruoasta. Jos sinulla on kohonnut verenpaine, munuaissairaus tai säännöllinen lääkitys, keskustele lääkärin kanssa ennen säännöllistä käyttöä.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Puhdistamo Elektrolyyttijauhe',
          'Puhdistamo Daily Elektrolyyttijauhe',
          'SiS GO Electrolyte',
          'Puhdistamo Elektrolyytti & Kreatiini -jauhe',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun neljä Suomessa myytävää juomajauhetta, jotka sopivat eri käyttöön: runsaaseen hikoiluun, arkeen, pitkiin kestävyyssuorituksiin ja salitreeniin. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Annostelu:** kuinka suuri annos on grammoina, kuinka helposti sen saa mitattua ja onko tarjolla valmiiksi annosteltuja pusseja.\n' +
          '- **Maku ja makeutus:** tarjolla olevat maut, maustamattoman version saatavuus ja se, mitä valmistaja kertoo makeutuksesta.\n' +
          '- **Sokeriton vai hiilihydraattia:** sopiiko jauhe arkeen ja lyhyisiin treeneihin vai pitkiin suorituksiin energianlähteeksi.\n' +
          '- **Hinta annosta kohden:** laskimme annoshinnan pakkauksen hinnasta ja annosten määrästä, kun ne olivat tiedossa.\n' +
          '- **Koostumus:** natriumin, kaliumin ja magnesiumin määrät annoksessa sekä muut lisätyt ainesosat.\n\n' +
          'Emme ole tehneet jauheille laboratorioanalyyseja emmekä sokkomaistatusta. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Tuotteiden arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Puhdistamo Elektrolyyttijauhe',
        type: 'text-with-image',
        productIds: ['puhdistamo-elektrolyyttijauhe'],
        content:
          'Puhdistamo Elektrolyyttijauhe on sokeriton juomajauhe, jota saa useana makuna ja myös maustamattomana. Maustamaton versio on hyvä vaihtoehto, jos haluat lisätä suolat omaan juomaasi ja päättää maun itse. Annoksessa on natriumia 430 mg, kaliumia 163 mg, magnesiumia 94 mg ja kloridia 650 mg. Lisäksi siinä on C-vitamiinia 150 mg ja MSM:ää 1 200 mg. Natriumin lähteenä on Guérande-merisuola.\n\n' +
          '**Paras valinta, jos** hikoilet paljon ja haluat valita useasta mausta tai maustamattoman version.\n\n' +
          '**Vahvuudet:** runsaasti natriumia, monta makua, kaksi pakkauskokoa (120 g ja 240 g) sekä annospussit, jotka ovat käteviä matkoilla ja kilpailupäivinä, koska annosta ei tarvitse mitata.\n\n' +
          '**Heikkoudet:** hinta on 19,95 €, mutta tuotetiedoistamme eivät käy ilmi annoksen koko grammoina eikä se, kumpaa pakkauskokoa hinta koskee. Tarkista siksi pakkauksesta, montako annosta siitä tulee. MSM:lle ei ole EU:ssa hyväksyttyä terveysväitettä. Maustettujen versioiden makeutusaine kannattaa tarkistaa ainesosaluettelosta, jos vältät joitakin makeutusaineita.',
      },
      {
        title: 'Puhdistamo Daily Elektrolyyttijauhe',
        type: 'text-with-image',
        productIds: ['puhdistamo-daily-elektrolyyttijauhe'],
        content:
          'Puhdistamo Daily Elektrolyyttijauhe on tarkoitettu päivittäiseen käyttöön, ja sen annostelu on selkeää. Annos on 5 g, joten 100 g:n pakkauksesta tulee 20 annosta ja 200 g:n pakkauksesta 40. Annoksessa on kaliumia 317 mg, magnesiumia 94 mg, natriumia 153 mg ja C-vitamiinia 132 mg. Natriumia on selvästi vähemmän kuin hikoilun korvaamiseen tehdyissä jauheissa. Maut ovat vesimeloni, lime ja mansikka, eikä jauheessa ole keinotekoisia makeutusaineita eikä lisäaineita.\n\n' +
          '**Paras valinta, jos** haluat maustetun juoman arkeen tai kevyisiin treeneihin ja vältät keinotekoisia makeutusaineita.\n\n' +
          '**Vahvuudet:** selkeä 5 g:n annos, kolme hedelmäistä makua ja edullinen annos. Hinta on 12,95 €, joten annos maksaa enintään noin 0,65 € (12,95 € / 20 annosta, jos hinta koskee 100 g:n pakkausta).\n\n' +
          '**Heikkoudet:** runsaaseen hikoiluun natriumia on niukasti. Kaliumia saa myös kasviksista, hedelmistä ja marjoista. Jos sinulla on munuaissairaus tai käytät kaliumiin vaikuttavia lääkkeitä, kysy lääkäriltä ennen päivittäistä käyttöä.',
      },
      {
        title: 'SiS GO Electrolyte',
        type: 'text-with-image',
        productIds: ['sis-go-electrolyte'],
        content:
          'SiS GO Electrolyte on brittiläisen Science in Sportin urheilujuomajauhe, jossa on elektrolyyttien lisäksi hiilihydraatteja. Se on vertailun ainoa energiaa antava jauhe, ja se on tarkoitettu juotavaksi liikunnan aikana. Pakkaus on 500 g, ja hedelmämakuja on useita. Koska jauhe on suurimmaksi osaksi hiilihydraattia, annos on grammoina moninkertainen sokerittomiin jauheisiin verrattuna, ja valmis juoma on makea. Noudata pakkauksen annoskokoa ja vesimäärää: liian väkevä urheilujuoma voi tuntua vatsassa raskaalta.\n\n' +
          '**Paras valinta, jos** harjoittelet tai kilpailet kestävyyslajissa yli tunnin ja haluat saada nesteen, suolat ja energian samasta pullosta.\n\n' +
          '**Vahvuudet:** energia ja elektrolyytit samassa juomassa, useita makuja ja iso pakkaus.\n\n' +
          '**Heikkoudet:** ei sovi arkijuomaksi eikä lyhyisiin treeneihin, koska hiilihydraatit tuovat energiaa, jota et silloin tarvitse. Suuren annoskoon vuoksi 500 g:n pakkauskaan ei riitä kovin moneen juomaan. Hinta ei ollut tiedossamme vertailua päivitettäessä: tarkista se XXL:stä ja jaa se pakkauksessa ilmoitetulla annosten määrällä. Tarkista pakkauksesta myös natriumin ja hiilihydraatin määrä.',
      },
      {
        title: 'Puhdistamo Elektrolyytti & Kreatiini -jauhe',
        type: 'text-with-image',
        productIds: ['puhdistamo-elektrolyytti-kreatiini-jauhe'],
        content:
          'Puhdistamo Elektrolyytti & Kreatiini -jauhe yhdistää elektrolyytit ja kreatiinin samaan juomaan. Annos on 5 g, joten 100 g:n pakkauksesta tulee 20 annosta ja 200 g:n pakkauksesta 40. Annoksessa on kreatiinia 1 250 mg, natriumia 375 mg, kaliumia 190 mg ja magnesiumia 115 mg. Jauhe on sokeriton, ja makuja on yksi, kirsikka-vadelma. Tuote on suunniteltu ja valmistettu Suomessa.\n\n' +
          '**Paras valinta, jos** treenaat salilla tai pallopeleissä, hikoilet reilusti ja pidät kirsikka-vadelman mausta.\n\n' +
          '**Vahvuudet:** runsaasti natriumia, selkeä 5 g:n annos ja edullinen hinta: 12,95 € eli enintään noin 0,65 € annokselta (12,95 € / 20).\n\n' +
          '**Heikkoudet:** vain yksi maku. Kreatiinia on annoksessa vähemmän kuin 3 g, jota kreatiinin hyväksytty terveysväite edellyttää, eikä annosta kannata kasvattaa kreatiinin takia: noin 2,4 annoksessa (3 000 mg / 1 250 mg) magnesiumia olisi jo noin 276 mg, yli EFSA:n ravintolisille antaman 250 mg:n ylärajan. Jos haluat kreatiinia 3–5 g päivässä, valitse erillinen [kreatiini](/paras-kreatiini).',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'puhdistamo-elektrolyyttijauhe',
          'puhdistamo-daily-elektrolyyttijauhe',
          'sis-go-electrolyte',
          'puhdistamo-elektrolyytti-kreatiini-jauhe',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Mittaa annos tarkasti.** Sokerittoman elektrolyyttijauheen annos on vain muutama gramma, joten silmämääräinen annostelu heittää helposti. Käytä pakkauksen mittalusikkaa tai keittiövaakaa ja sekoita jauhe valmistajan ilmoittamaan vesimäärään. Laimeampi juoma sopii, kun hikoilet vähemmän, mutta väkevämpää juomaa kuin pakkaus neuvoo ei kannata tehdä.\n\n' +
          '**Annospussit vai iso pakkaus?** Iso pakkaus on yleensä edullisempi annosta kohden, annospussit taas kulkevat mukana eikä annosta tarvitse mitata.\n\n' +
          '**Maku ja suolaisuus.** Mitä enemmän juomassa on natriumia, sitä suolaisemmalta se maistuu. Hedelmämaku peittää suolaisuutta, mutta jos aiot juoda jauhetta usein, kokeile ensin pientä pakkausta tai annospussia. Maustamattoman jauheen voit lisätä omaan juomaasi.\n\n' +
          '**Sokeriton vai hiilihydraattia?** Sokeriton jauhe sopii arkeen, lyhyisiin treeneihin ja tilanteisiin, joissa haluat korvata suoloja ilman energiaa. Yli tunnin kestävissä kestävyyssuorituksissa hiilihydraattia sisältävä urheilujuoma antaa myös energiaa. EU:ssa on hyväksytty terveysväitteet hiilihydraatti-elektrolyyttiliuoksille, jotka täyttävät tarkat koostumusehdot: ne edistävät kestävyyssuorituskyvyn ylläpitämistä pitkäkestoisessa kestävyysharjoittelussa ja parantavat veden imeytymistä fyysisen harjoittelun aikana. Sokerisen juoman siemailu pitkin päivää ei ole hyväksi hampaille.\n\n' +
          '**Makeutus.** Sokerittomat maustetut jauheet on makeutettu yleensä makeutusaineilla, kuten stevialla tai sukraloosilla. Jos haluat välttää tiettyjä makeutusaineita, tarkista ainesosaluettelo.\n\n' +
          '**Laske hinta annosta kohden.** Saat annosten määrän jakamalla pakkauksen painon annoksen painolla, ja annoshinnan jakamalla pakkauksen hinnan annosten määrällä. Esimerkiksi 100 g:n pakkauksessa on 5 g:n annoksin 20 annosta, ja 12,95 € / 20 = noin 0,65 €. Hiilihydraattijauheen annos on moninkertainen, joten samankokoinen pakkaus riittää paljon harvempaan juomaan.\n\n' +
          '**Laske magnesium yhteen.** EFSA:n mukaan ravintolisistä saatavan magnesiumin saannin yläraja on aikuisille 250 mg päivässä. Vertailun Puhdistamon jauheissa on magnesiumia 94–115 mg annoksessa, joten huomioi myös mahdollinen [magnesiumlisä](/paras-magnesium). Lue lisää elektrolyyttien perusteista oppaastamme [Elektrolyytit](/elektrolyytit).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Voiko elektrolyyttijauhetta juoda joka päivä?**\nVoi, jos hikoilet paljon tai valmiste on tarkoitettu päivittäiseen käyttöön. Useimmat saavat natriumia ruoasta jo riittävästi, joten runsasnatriuminen juoma ei ole tarpeen arkijuomaksi.\n\n' +
          '**Miten säilytän avatun pakkauksen?**\nSulje pakkaus hyvin ja säilytä se kuivassa, sillä kosteus paakkuuttaa jauheen.\n\n' +
          '**Käykö elektrolyyttijauhe ripulin hoitoon?**\nEi. Ripulin ja oksentelun aiheuttamaan nestehukkaan käytetään apteekin nesteytysliuosta, jonka koostumus on suunniteltu siihen.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Puhdistamo Elektrolyyttijauhe – runsaasti natriumia, monta makua, maustamaton versio ja annospussit.\n' +
      '- **Edullisin tiedossa oleva annos:** Puhdistamo Daily Elektrolyyttijauhe ja Puhdistamo Elektrolyytti & Kreatiini -jauhe – 5 g:n annos enintään noin 0,65 €.\n' +
      '- **Arkeen ilman keinotekoisia makeutusaineita:** Puhdistamo Daily Elektrolyyttijauhe – natriumia maltillisesti, kolme makua.\n' +
      '- **Pitkiin kestävyyssuorituksiin:** SiS GO Electrolyte – hiilihydraatit ja elektrolyytit samassa juomassa.\n' +
      '- **Salitreeniin:** Puhdistamo Elektrolyytti & Kreatiini -jauhe – muista, että kreatiinia on 1 250 mg annoksessa.\n\n' +
      'Kun valitset elektrolyyttijauhetta, päätä ensin, tarvitsetko energiaa vai pelkät suolat. Sen jälkeen ratkaisevat natriumin määrä, maku ja hinta annosta kohden. Mittaa annos tarkasti ja juo janon mukaan.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims',
      'EFSA: Tolerable upper intake levels for vitamins and minerals – magnesium',
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
