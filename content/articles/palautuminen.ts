import type { ArticleBody } from '../schemas/article.ts';

/** Recovery after training: sleep, post-workout meals and fluids, rest days, active recovery and massage tools. */
export const body = {
  id: 'palautuminen',
  updateDate: '2025-02-20',
  content: {
    introduction:
      'Kunto ei kehity treenin aikana vaan sen jälkeen. Harjoitus kuormittaa elimistöä, ja levon aikana elimistö korjaa kudoksia ja täydentää energiavarastoja. Jos palautumiselle ei jää aikaa, kehitys pysähtyy, ja väsymys ja kolotukset alkavat kasautua.\n\n' +
      'Palautumisen perusta on yksinkertainen: riittävä uni, säännölliset ateriat ja juominen sekä järkevästi rytmitetty harjoittelu. Tässä oppaassa käymme ne läpi ja kerromme myös, mitä lihashuoltovasaralta, hierontarullalta ja venyttelyltä voi realistisesti odottaa.',
    sections: [
      {
        title: 'Uni on palautumisen perusta',
        type: 'text',
        content:
          'Uni on palautumisen tärkein yksittäinen tekijä. Useimmille aikuisille riittää 7–9 tuntia unta, ja paljon harjoittelevalla unen tarve voi olla tätäkin suurempi. Lyhyeksi jäänyt yö näkyy usein seuraavan päivän treenissä raskaampana tuntumana ja heikompana keskittymisenä.\n\n' +
          'Säännöllinen rytmi, viileä makuuhuone (18–20 °C) ja rauhallinen ilta auttavat nukahtamaan. Kova treeni myöhään illalla voi osalla viivästyttää nukahtamista, joten jos uni kärsii, siirrä raskaimmat harjoitukset aikaisemmaksi. Ajoita myös kofeiinipitoiset treenijuomat niin, että viimeisestä annoksesta on noin kuusi tuntia nukkumaanmenoon. Lisää vinkkejä löydät [unenlaatua](/unenlaatu) käsittelevästä oppaasta.',
      },
      {
        title: 'Ravinto ja juominen treenin jälkeen',
        type: 'text',
        content:
          'Palautuminen tarvitsee energiaa ja rakennusaineita. Proteiini edistää lihasmassan kasvua ja säilymistä. Liikkujalle suositellaan usein 1,2–2,0 g proteiinia painokiloa kohden päivässä jaettuna useammalle aterialle niin, että yhdessä ateriassa on noin 20–30 g proteiinia. Esimerkiksi 70-kiloiselle tämä tarkoittaa noin 84–140 g proteiinia päivässä.\n\n' +
          'Hiilihydraatit täydentävät lihasten glykogeenivarastoja, joita etenkin pitkät ja kovat harjoitukset kuluttavat. Hyvä palautusateria on tavallinen ateria, esimerkiksi kanaa, kalaa tai papuja, perunaa, riisiä tai pastaa sekä kasviksia. Välipalaksi sopii vaikkapa rahka tai jogurtti ja leipä. Päivän kokonaissaanti on tärkeämpää kuin minuutilleen tarkka ajoitus, mutta jos seuraava ateria on tuntien päässä, välipala treenin jälkeen on hyvä ratkaisu.\n\n' +
          'Proteiinijauhe on kätevä mutta ei välttämätön, sillä saman määrän saa tavallisesta ruoasta. Jauheista kerromme lisää [proteiinijauheita](/proteiinijauheet) käsittelevässä artikkelissa.\n\n' +
          '**Juominen.** Korvaa hikoilemalla menetetty neste juomalla treenin jälkeen janon mukaan. Vaalea virtsa kertoo yleensä riittävästä nesteen saannista. Pitkissä ja hikisissä harjoituksissa menetetään nesteen mukana myös natriumia, jota saa ateriasta tai urheilujuomasta. Alkoholi heikentää unen laatua ja sitä kautta palautumista.',
      },
      {
        title: 'Lepopäivät ja harjoittelun rytmitys',
        type: 'text',
        content:
          'Kehittyminen vaatii vaihtelua kuormituksessa. Vuorottele kovia ja kevyitä harjoituksia, pidä viikossa ainakin yksi lepopäivä ja lisää kuormaa vähitellen. Kovan voimaharjoituksen jälkeen samaa lihasryhmää kannattaa yleensä lepuuttaa pari päivää.\n\n' +
          'Merkkejä siitä, että kuormaa on liikaa:\n' +
          '- suorituskyky heikkenee viikkojen ajan, vaikka harjoittelet säännöllisesti\n' +
          '- väsymys ei helpota lepopäivinä\n' +
          '- uni häiriintyy tai leposyke on tavallista korkeampi\n' +
          '- mieliala laskee tai treenimotivaatio katoaa\n' +
          '- sairastelet tavallista useammin\n\n' +
          'Jos huomaat näitä merkkejä, kevennä harjoittelua joksikin aikaa. Jos oireet jatkuvat kevennyksestä huolimatta, hakeudu lääkäriin, sillä väsymyksellä voi olla muitakin syitä. Älä treenaa kuumeisena.',
      },
      {
        title: 'Aktiivinen palautuminen ja venyttely',
        type: 'text',
        content:
          'Lepopäivä ei tarkoita, että pitäisi maata sohvalla. Kevyt liikunta, kuten kävely, rauhallinen pyöräily, uinti tai kevyt jumppa, lisää verenkiertoa ja tuntuu monesta hyvältä kovan treenin jälkeen. Pidä teho niin kevyenä, että pystyt puhumaan koko ajan. Aktiivinen palautuminen ei saa muuttua uudeksi kovaksi treeniksi.\n\n' +
          'Lihasarkuus, joka tuntuu 1–3 vuorokautta kovan tai uudenlaisen harjoituksen jälkeen, on normaalia ja helpottaa itsestään. Kevyt venyttely voi tuntua hyvältä ja ylläpitää liikkuvuutta, mutta sen ei ole osoitettu juuri vähentävän lihasarkuutta. Äkillinen, pistävä kipu, turvotus tai mustelma taas viittaa vammaan, ja jos kipu ei helpota muutamassa päivässä, se kannattaa tutkituttaa.',
      },
      {
        title: 'Lihashuoltovasara ja hierontarulla realistisesti',
        type: 'text',
        content:
          'Lihashuoltovasara eli hierontapistooli ja hierontarulla ovat suosittuja lihashuollon välineitä. Moni kokee, että ne vähentävät jäykkyyden ja arkuuden tuntua, ja ne voivat lisätä liikkuvuutta hetkellisesti. Vaikutus on kuitenkin lyhytaikainen, eikä niiden ole osoitettu nopeuttavan palautumista merkittävästi. Ne eivät korvaa unta, ravintoa tai lepoa.\n\n' +
          'Näin käytät niitä turvallisesti:\n' +
          '- Lyhyt käyttö riittää, noin minuutti tai kaksi lihasryhmää kohden.\n' +
          '- Aloita kevyellä teholla. Kivun ei pidä voimistua käytön aikana.\n' +
          '- Kohdista hieronta lihaksiin, älä luihin, niveliin, kaulan etuosaan tai päähän.\n' +
          '- Älä hiero tuoretta vammaa, mustelmaa tai turvonnutta kohtaa.\n' +
          '- Jos käytät verenohennuslääkettä, sinulla on ollut laskimotukos tai sinulla on jokin pitkäaikaissairaus, kysy lääkäriltä ennen käyttöä.\n\n' +
          'Hierontarulla on edullinen ja sopii isoille lihasryhmille, kuten reisiin ja pakaroihin. Lihashuoltovasara on kalliimpi, mutta sillä on helpompi kohdistaa hieronta pienelle alueelle. Vertailimme malleja [lihashuoltovasaroiden vertailussa](/paras-lihashuoltovasara).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Palautuminen rakentuu arjen perusasioista: riittävästä unesta, säännöllisistä aterioista, joissa on proteiinia noin 20–30 g kerrallaan, riittävästä juomisesta sekä harjoittelusta, jossa kovat ja kevyet päivät vuorottelevat. Kevyt liikunta lepopäivänä sopii useimmille.\n\n' +
      'Lihashuoltovasara, hierontarulla ja venyttely voivat tuntua hyvältä ja helpottaa jäykkyyttä hetkeksi, mutta ne ovat perusasioiden lisä eivätkä niiden korvike. Jos väsymys pitkittyy tai kipu ei helpota, hakeudu terveydenhuoltoon.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'EFSA: EU Register of nutrition and health claims – proteiini ja lihasmassa',
      'Käypä hoito: Liikunta (Suomalainen Lääkäriseura Duodecim)',
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
    ],
  },
} satisfies ArticleBody;
