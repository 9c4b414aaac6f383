import type { ArticleBody } from '../schemas/article.ts';

/** Kollageeni vai kreatiini: mitä aineet ovat, mitä niistä saa EU:ssa sanoa, annostus ja kenelle kumpikin sopii. */
export const body = {
  id: 'kollageeni-vai-kreatiini',
  updateDate: '2025-04-20',
  content: {
    introduction:
      'Kollageeni ja kreatiini kuulostavat samankaltaisilta, ja molempia myydään jauheina samoissa kaupoissa. Ne ovat kuitenkin aivan eri aineita, joita käytetään eri syistä. Kreatiini on liikkujan lisäravinne, jonka vaikutuksesta suorituskykyyn on EU:ssa hyväksytty terveysväite. Kollageenia ostetaan useimmiten ihon, nivelten tai hiusten vuoksi, mutta sille ei ole hyväksytty omaa terveysväitettä.\n\n' +
      'Tässä artikkelissa vertaamme aineita rinnakkain: mitä ne ovat, mitä niistä saa EU:n sääntöjen mukaan sanoa, miten niitä käytetään ja kenelle kumpikin sopii.',
    sections: [
      {
        title: 'Mitä kollageeni on',
        type: 'text',
        content:
          'Kollageeni on elimistön runsain proteiini. Se on tärkeä rakennusaine muun muassa ihossa, jänteissä, rustossa ja luissa. Elimistö valmistaa kollageeninsa itse ravinnon aminohapoista.\n\n' +
          'Ravintolisien kollageeni on yleensä hydrolysoitua kollageenia eli kollageenipeptidejä. Niitä valmistetaan naudan, sian tai kalan sidekudoksista, nahasta tai suomuista. Ruoansulatuksessa kollageeni pilkkoutuu muiden proteiinien tavoin aminohapoiksi ja lyhyiksi peptideiksi.\n\n' +
          'Kollageenista puuttuu välttämätön aminohappo tryptofaani. Siksi se ei sovi ainoaksi proteiininlähteeksi eikä korvaa esimerkiksi hera- tai kasviproteiinijauhetta.',
      },
      {
        title: 'Mitä kreatiini on',
        type: 'text',
        content:
          'Kreatiini ei ole proteiini vaan aminohapoista muodostuva yhdiste. Elimistö valmistaa sitä itse, pääosin maksassa ja munuaisissa, ja ruoasta sitä saadaan lähinnä lihasta ja kalasta. Suurin osa kreatiinista varastoituu lihaksiin, joissa se on pääosin kreatiinifosfaattina. Lihas käyttää kreatiinifosfaattia nopeana energianlähteenä lyhyissä ja kovissa ponnistuksissa.\n\n' +
          'Lisäravinteena käytetään yleisimmin kreatiinimonohydraattia. Se on kreatiinin muodoista tutkituin ja yleensä myös edullisin.',
      },
      {
        title: 'Mitä niistä saa sanoa EU:n sääntöjen mukaan',
        type: 'text',
        content:
          'Ravintolisät ovat elintarvikkeita, ja niiden terveysvaikutuksista saa kertoa vain EU:ssa hyväksytyillä terveysväitteillä.\n\n' +
          '**Kreatiini:** kreatiini parantaa fyysistä suorituskykyä lyhytkestoisissa, toistuvissa ja voimaa vaativissa suorituksissa. Väitteen ehtona on, että kreatiinia saadaan 3 g päivässä. Yli 55-vuotiaille on lisäksi hyväksytty väite, jonka mukaan päivittäinen kreatiinin saanti voi tehostaa voimaharjoittelun vaikutusta lihasvoimaan. Sen ehtona on 3 g kreatiinia päivässä yhdessä säännöllisen voimaharjoittelun kanssa.\n\n' +
          '**Kollageeni:** kollageenille ei ole hyväksytty omaa terveysväitettä. Kollageenia on tutkittu esimerkiksi ihon ja nivelten kannalta, mutta näyttö ei ole riittänyt väitteen hyväksymiseen. Kollageenivalmisteeseen ei siksi saa liittää lupauksia ihosta, nivelistä tai ryppyjen vähenemisestä.\n\n' +
          'Moniin kollageenivalmisteisiin lisätään C-vitamiinia, jolle on hyväksytty väite: **C-vitamiini edistää normaalia kollageenin muodostusta** muun muassa ihon, ruston, luuston ja verisuonten normaalin toiminnan varmistamiseksi. Väite koskee C-vitamiinia, ei kollageenijauhetta. Samoin kauneusvalmisteisiin lisätystä biotiinista saa sanoa, että se edistää ihon ja hiusten pysymistä normaalina.',
      },
      {
        title: 'Kollageeni ja kreatiini rinnakkain',
        type: 'bullets',
        content: [
          '**Mikä se on:** kollageeni on rakenneproteiini, kreatiini aminohapoista muodostuva yhdiste, jota lihakset käyttävät energianlähteenä.',
          '**Hyväksytty terveysväite:** kreatiinilla on, kollageenilla ei. Kollageenivalmisteiden väitteet koskevat lisättyjä vitamiineja, kuten C-vitamiinia.',
          '**Tavallinen annos:** kreatiinia 3–5 g päivässä. Kollageenivalmisteiden annokset vaihtelevat, ja esimerkiksi annospusseissa on tyypillisesti noin 10 g jauhetta; noudata pakkauksen ohjetta.',
          '**Lähteet ruoassa:** kreatiinia saadaan lihasta ja kalasta, kollageenia esimerkiksi lihan sidekudoksista, kalan nahasta ja liivatteesta.',
          '**Sopiiko vegaanille:** kreatiinimonohydraatti valmistetaan yleensä synteettisesti, joten se sopii myös vegaanille. Kollageeni on aina eläinperäistä.',
        ],
      },
      {
        title: 'Käyttö arjessa',
        type: 'text',
        content:
          'Kreatiini otetaan joka päivä, myös lepopäivinä, koska se vaikuttaa lihasten kreatiinivarastojen kautta. Latausvaihe ei ole välttämätön: 3–5 g päivässä täyttää varastot muutamassa viikossa. Maustamaton monohydraattijauhe sekoittuu veteen, mehuun tai proteiinijuomaan.\n\n' +
          'Kollageenijauhe liukenee yleensä sekä kylmiin että lämpimiin juomiin, joten sen voi sekoittaa esimerkiksi kahviin tai smoothieen. Kollageenia myydään myös proteiinijauheisiin ja patukoihin lisättynä.\n\n' +
          'Koska kyse on eri aineista, niitä voi käyttää myös samaan aikaan. Kumpaakaan ei tarvita, jos tavoitteesi on vain syödä monipuolisesti ja liikkua terveyden vuoksi.',
      },
      {
        title: 'Kenelle kumpikin sopii',
        type: 'text',
        content:
          '**Kreatiini sopii sinulle,** jos teet voimaharjoittelua tai lajia, jossa toistuu lyhyitä ja kovia ponnistuksia, ja haluat valmisteen, jonka vaikutuksesta on hyväksytty terveysväite. Se voi kiinnostaa myös yli 55-vuotiasta, joka tekee säännöllisesti voimaharjoittelua. Kasvissyöjät saavat kreatiinia ruoasta vähemmän kuin lihaa ja kalaa syövät. Vertailimme kreatiinijauheita artikkelissa [Paras kreatiini](/paras-kreatiini).\n\n' +
          '**Kollageeni voi kiinnostaa sinua,** jos pidät kollageenijuomaa osana omaa rutiiniasi. Valitse silloin valmiste, jonka koostumus on selkeä, ja muista, ettei kollageenille ole hyväksyttyä terveysväitettä. Jos tavoitteesi on lihasmassan kasvattaminen, hera tai kasviproteiinisekoitus on parempi valinta, koska kollageenista puuttuu tryptofaani. Kollageenivalmisteita vertailemme artikkelissa [Paras kollageenivalmiste](/paras-kollageenivalmiste).\n\n' +
          'Kalasta valmistettu kollageeni ei sovi kala-allergiselle. Jos sinulla on munuaissairaus tai säännöllinen lääkitys, olet raskaana tai imetät tai olet alaikäinen, keskustele lääkärin kanssa ennen kuin aloitat kreatiinin tai muun lisäravinteen käytön.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Kollageeni ja kreatiini eivät kilpaile keskenään, koska ne ovat eri aineita eri tarkoituksiin. Kreatiini on liikkujan lisäravinne: se parantaa fyysistä suorituskykyä lyhytkestoisissa, toistuvissa ja voimaa vaativissa suorituksissa, ja tavallinen annos on 3–5 g päivässä. Kollageeni on rakenneproteiini, jolle ei ole hyväksyttyä terveysväitettä; valmisteisiin lisätty C-vitamiini edistää normaalia kollageenin muodostusta. Jos tavoitteesi on voima ja suorituskyky, kreatiini on perustellumpi valinta.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – kreatiini, C-vitamiini ja biotiini',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Ruokavirasto: Ravitsemus- ja terveysväitteet (ruokavirasto.fi)',
      'NIH Office of Dietary Supplements: Dietary Supplements for Exercise and Athletic Performance – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
