import type { ArticleBody } from '../schemas/article.ts';

/** Proteiinijauheet: proteiinin tarve 1,2–2,0 g/kg, annos 20–30 g, hera, isolaatti, kasviproteiinit ja valinta. */
export const body = {
  id: 'proteiinijauheet',
  updateDate: '2025-07-28',
  content: {
    introduction:
      'Proteiinijauhe on kätevä tapa lisätä ruokavalioon proteiinia silloin, kun sitä on vaikea saada tarpeeksi tavallisesta ruoasta, esimerkiksi kiireisenä päivänä, treenin jälkeen tai kasvispainotteisessa ruokavaliossa. Jauhe on ravintolisä eli elintarvike, ei välttämättömyys: monipuolisesti syövä aikuinen saa yleensä tarvitsemansa proteiinin ruoasta.\n\n' +
      'Tässä oppaassa käymme läpi, kuinka paljon proteiinia tarvitset, miten heraproteiinikonsentraatti, heraisolaatti ja kasviproteiinit eroavat toisistaan ja mihin kannattaa kiinnittää huomiota, kun valitset jauhetta. Sivun lopusta löydät vertailemiamme proteiinijauheita.',
    sections: [
      {
        title: 'Mihin proteiinia tarvitaan',
        type: 'text',
        content:
          'Proteiinit koostuvat aminohapoista, joista elimistö rakentaa ja uudistaa kudoksiaan, kuten lihaksia. Osa aminohapoista on välttämättömiä: elimistö ei valmista niitä itse, joten niitä on saatava ravinnosta.\n\n' +
          'EU:ssa hyväksyttyjen terveysväitteiden mukaan proteiini edistää lihasmassan kasvua ja säilymistä sekä luuston pysymistä normaalina. Siksi riittävä proteiinin saanti kiinnostaa erityisesti voimaharjoittelijoita ja muita liikkujia, mutta myös ikääntyviä, joiden lihasmassa pienenee helposti vuosien myötä.',
      },
      {
        title: 'Kuinka paljon proteiinia tarvitset',
        type: 'text',
        content:
          'Suomalaisten ravitsemussuositusten mukaan aikuisen energiansaannista 10–20 prosenttia on hyvä saada proteiinista. Useimmilla suomalaisilla tämä täyttyy tavallisella ruoalla.\n\n' +
          'Säännöllisesti ja paljon liikkuvalle käytetään tavallisesti tavoitetta **1,2–2,0 g proteiinia painokiloa kohden päivässä**. Esimerkiksi 70 kiloa painavalle se tarkoittaa noin 84–140 g päivässä. Vaihteluvälin alapää riittää monelle kuntoilijalle. Yläpäätä käytetään esimerkiksi kovassa voimaharjoittelussa tai laihdutuksen aikana, kun lihasmassa halutaan säilyttää.\n\n' +
          'Kokonaismäärän lisäksi kannattaa miettiä jakautumista. Käytännöllinen tapa on syödä **20–30 g proteiinia kerrallaan** useammalla aterialla päivän mittaan. Sen saa esimerkiksi lihasta, kalasta, kananmunista, maitorahkasta, raejuustosta, tofusta tai palkokasveista. Tyypillisessä proteiinijauheannoksessa, noin 25–30 grammassa jauhetta, on noin 20–25 g proteiinia.',
      },
      {
        title: 'Heraproteiini: konsentraatti, isolaatti ja hydrolysaatti',
        type: 'text',
        content:
          'Hera on juustonvalmistuksessa syntyvä maidon neste, josta heraproteiini erotetaan. Se on proteiinijauheiden yleisin raaka-aine, koska siinä on kaikkia välttämättömiä aminohappoja, se liukenee hyvin ja maistuu miedolta.\n\n' +
          '- **Heraproteiinikonsentraatti** on tavallisin ja yleensä edullisin muoto. Siinä on proteiinin lisäksi hieman laktoosia ja rasvaa, ja liikkujille myytävissä jauheissa proteiinia on tyypillisesti noin 70–80 prosenttia.\n' +
          '- **Heraproteiini-isolaatti** on suodatettu pidemmälle. Proteiinia on tyypillisesti noin 90 prosenttia tai enemmän, ja laktoosia ja rasvaa on vähemmän. Isolaatti on konsentraattia kalliimpaa.\n' +
          '- **Hydrolysoitu hera** on valmiiksi osittain pilkottua proteiinia. Se on yleensä kallein vaihtoehto, ja tavallisen liikkujan arjessa ero tavalliseen heraan on pieni.\n\n' +
          'Monessa jauheessa on näiden sekoitus, joten katso ainesosaluettelosta, mitä jauhe sisältää. Jos sinulla on laktoosi-intoleranssi, isolaatti sopii usein paremmin kuin konsentraatti, mutta tarkista laktoosin määrä pakkauksesta. Maitoallergiselle heraproteiini ei sovi lainkaan.',
      },
      {
        title: 'Kasviproteiinit',
        type: 'text',
        content:
          'Kasviproteiinijauheet sopivat vegaaneille, maitoallergisille ja kaikille, jotka haluavat välttää maitotuotteita. Yleisimpiä raaka-aineita ovat herne, riisi, soija ja hamppu.\n\n' +
          'Yksittäisessä kasviproteiinissa jonkin välttämättömän aminohapon osuus jää usein pieneksi. Esimerkiksi riisiproteiinissa on niukasti lysiiniä ja herneproteiinissa metioniinia. Siksi monessa jauheessa yhdistetään kahta lähdettä, kuten riisiä ja hernettä, jolloin ne täydentävät toisiaan. Soijaproteiinin aminohappokoostumus on kasviproteiineista lähimpänä eläinperäisiä proteiineja.\n\n' +
          'Kasviproteiinijauheen rakenne on usein heraa jauhoisempi ja maku maanläheisempi. Annoksessa voi myös olla hieman vähemmän proteiinia kuin herajauheessa, joten vertaa pitoisuuksia pakkausmerkinnöistä.',
      },
      {
        title: 'Näin valitset proteiinijauheen',
        type: 'bullets',
        content: [
          '**Hinta proteiinigrammaa kohden.** Pelkkä pakkauksen hinta ei kerro paljon. Laske, paljonko pakkauksessa on proteiinia: jos 600 g:n pakkaus maksaa 19,95 € ja 25 g:n annoksessa on 20 g proteiinia, annoksia on 24 ja proteiinia noin 480 g. Sata grammaa proteiinia maksaa silloin noin 4,16 €.',
          '**Proteiinia annoksessa.** Hyvä jauhe antaa yhdellä annoksella 20–30 g proteiinia. Maustetuissa versioissa proteiinipitoisuus on usein hieman pienempi kuin maustamattomissa.',
          '**Ainesosat.** Lyhyt ainesosaluettelo on yleensä hyvä merkki. Katso, onko jauheessa lisättyä sokeria, makeutusaineita tai sakeuttamisaineita. Maustamaton jauhe sopii myös puuroon, smoothieen ja leivontaan.',
          '**Laktoosi ja allergeenit.** Jos vatsasi oireilee maitotuotteista, kokeile isolaattia tai kasviproteiinia. Tarkista myös soija, gluteeni ja muut allergeenit, jos ne koskevat sinua.',
          '**Dopingtestaus.** Jos kilpailet lajissa, jossa tehdään dopingtestejä, suosi tuotteita, jotka on testattu kiellettyjen aineiden varalta esimerkiksi Informed Sport -ohjelmassa.',
          '**Maku ja pakkauskoko.** Iso pakkaus on lähes aina edullisempi kilolta, mutta uutta merkkiä tai makua kannattaa kokeilla ensin pienestä pakkauksesta.',
        ],
      },
      {
        title: 'Kenen kannattaa olla varovainen',
        type: 'text',
        content:
          'Terveelle aikuiselle proteiinijauheen käyttö ohjeen mukaisina annoksina on yleensä ongelmatonta. Jauhe ei kuitenkaan korvaa monipuolisia aterioita: ruoasta saat proteiinin lisäksi kuitua, vitamiineja ja kivennäisaineita, joita jauheessa on vähän tai ei lainkaan.\n\n' +
          'Jos sinulla on munuaissairaus, keskustele proteiinin sopivasta määrästä lääkärin tai ravitsemusterapeutin kanssa ennen kuin lisäät sen saantia. Lapset ja nuoret saavat proteiinin yleensä hyvin tavallisesta ruoasta, eikä jauhe ole heille tarpeen.\n\n' +
          'Vertailimme Suomessa myytäviä hera- ja kasviproteiinijauheita artikkelissa [Parhaat proteiinijauheet 2025](/parhaat-proteiinijauheet). Muista liikkujan lisäravinteista, kuten kreatiinista, kerromme oppaassa [Liikkujan lisäravinteet](/liikkujan-lisaravinteet).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Proteiinijauhe on helppo tapa täydentää ruokavaliota, kun proteiinin tarve on tavallista suurempi tai aterioiden proteiinilähteet jäävät vähäisiksi. Liikkujalle tavallinen tavoite on 1,2–2,0 g proteiinia painokiloa kohden päivässä, jaettuna 20–30 g:n annoksiin. Heraproteiini on edullinen ja helppokäyttöinen perusvaihtoehto, isolaatti sopii usein laktoosia välttelevälle ja kasviproteiinisekoitus vegaanille tai maitoallergiselle. Vertaa jauheita hinnalla proteiinigrammaa kohden ja lue ainesosaluettelo.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'EFSA: EU Register of nutrition and health claims – proteiini',
      'EFSA: Dietary Reference Values for protein',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Suomen urheilun eettinen keskus SUEK: Ravintolisät (suek.fi)',
    ],
  },
} satisfies ArticleBody;
