import type { ArticleBody } from '../schemas/article.ts';

/** Best beauty supplements 2025: five skin, hair and nail supplements compared by ingredients, claims and price per day. */
export const body = {
  id: 'kauneusravintolisat',
  updateDate: '2025-09-22',
  content: {
    introduction:
      'Kauneusravintolisät ovat iholle, hiuksille ja kynsille markkinoituja valmisteita. Niissä on tavallisesti vitamiineja ja kivennäisaineita, kuten biotiinia, sinkkiä, seleeniä, kuparia ja C-vitamiinia, ja lisäksi usein kasviuutteita, kollageenia tai muita ainesosia, joilla ei ole hyväksyttyä terveysväitettä.\n\n' +
      'EU:ssa ravintolisästä saa kertoa terveysvaikutuksen vain hyväksytyn terveysväitteen sanamuodolla. Kauneuteen liittyviä väitteitä on muutamalla ravintoaineella: esimerkiksi biotiini edistää hiusten pysymistä normaaleina, sinkki edistää ihon pysymistä normaalina ja seleeni edistää kynsien pysymistä normaaleina. Valmisteen väite perustuu aina johonkin tiettyyn ravintoaineeseen, ei koko tuotteeseen eikä kasviuutteeseen.\n\n' +
      'Kauneusravintolisä voi olla kätevä, jos ruokavaliosi on yksipuolinen tai haluat saada useamman ravintoaineen yhdestä tabletista. Monipuolista ruokaa syövä saa nämä ravintoaineet yleensä ruoasta. Kun vertailet valmisteita, katso ainesosaluetteloa, päiväannosta ja hintaa päivää kohden, ja muista, että suurin osa näistä valmisteista sisältää biotiinia, joka voi häiritä joitakin laboratoriokokeita.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Solgar Skin, Nails & Hair',
          'Perfectil Original',
          'New Nordic Hair Volume',
          'Imedeen Time Perfection',
          'Puhdas+ Beauty Kollageeni & Biotiini',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun iholle, hiuksille ja kynsille tarkoitettuja ravintolisiä, joita myydään suomalaisissa apteekeissa ja verkkokaupoissa. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Ainesosat:** mitä vitamiineja ja kivennäisaineita valmisteessa on ja mitä muita ainesosia siihen on lisätty.\n' +
          '- **Hyväksytyt terveysväitteet:** mihin ravintoaineeseen tuotteen väite perustuu.\n' +
          '- **Hinta päivää kohden:** pakkauksen hinta jaettuna päiväannosten määrällä, kun pakkauskoko ja annostus ovat tiedossa.\n' +
          '- **Saatavuus Suomessa:** myydäänkö tuotetta apteekeissa tai suomalaisissa verkkokaupoissa.\n' +
          '- **Käytettävyys:** montako tablettia päivässä tarvitaan.\n\n' +
          'Emme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Solgar Skin, Nails & Hair',
        type: 'text-with-image',
        productIds: ['solgar-skin-nails-hair'],
        content:
          'Solgar Skin, Nails & Hair on tabletti, jossa on MSM:ää eli metyylisulfonyylimetaania, sinkkiä, kuparia ja C-vitamiinia. Sinkki edistää ihon pysymistä normaalina sekä hiusten ja kynsien pysymistä normaaleina. Kupari edistää sidekudosten pysymistä normaaleina, ja C-vitamiini edistää normaalia kollageenin muodostusta ihon normaalin toiminnan edistämiseksi. MSM:lle ei ole hyväksyttyä terveysväitettä.\n\n' +
          'Pakkauksessa on 60 tablettia, ja Ruohonjuuressa hinta on 24,90 €. Valmistajan päiväannos on kaksi tablettia, joten pakkaus riittää 30 päiväksi ja päivä maksaa noin 0,83 € (24,90 € / 30).\n\n' +
          '**Paras valinta, jos** haluat yhdistelmän, jonka ravintoaineilla on hyväksytyt väitteet sekä iholle että hiuksille ja kynsille.\n\n' +
          '**Vahvuudet:** monipuolinen koostumus, tunnettu valmistaja ja kohtuullinen hinta päivää kohden.\n\n' +
          '**Heikkoudet:** päiväannokseen tarvitaan kaksi tablettia, ja MSM tuo hintaan ainesosan, jonka hyödystä ei ole hyväksyttyä väitettä.',
      },
      {
        title: 'Perfectil Original',
        type: 'text-with-image',
        productIds: ['vitabiotics-perfectil-original'],
        content:
          'Perfectil Original on brittiläisen Vitabioticsin tabletti, jossa on useita vitamiineja ja kivennäisaineita, muun muassa biotiinia, sinkkiä ja seleeniä. Seleeni ja sinkki edistävät hiusten ja kynsien pysymistä normaaleina, ja biotiini edistää ihon pysymistä normaalina.\n\n' +
          'Pakkauksessa on 30 tablettia, ja Yliopiston Apteekissa hinta on 19,90 €. Tabletti otetaan kerran päivässä, joten päivä maksaa noin 0,66 € (19,90 € / 30). Se on vertailun edullisin hinta päivää kohden niistä tuotteista, joiden pakkauskoko on tiedossa.\n\n' +
          '**Paras valinta, jos** haluat yhden tabletin päivässä ja laajan vitamiini- ja kivennäisainekoostumuksen edulliseen hintaan.\n\n' +
          '**Vahvuudet:** yksi tabletti päivässä, monipuolinen koostumus ja saatavuus apteekeista.\n\n' +
          '**Heikkoudet:** koska tabletissa on monia vitamiineja ja kivennäisaineita, se voi olla päällekkäinen monivitamiinin kanssa. Tarkista koostumus, jos käytät muita ravintolisiä.',
      },
      {
        title: 'New Nordic Hair Volume',
        type: 'text-with-image',
        productIds: ['new-nordic-hair-volume'],
        content:
          'New Nordic Hair Volume on pohjoismaisen New Nordicin hiuksille suunnattu tabletti. Siinä on omenauutetta, biotiinia, sinkkiä ja kuparia. Biotiini ja sinkki edistävät hiusten pysymistä normaaleina, ja kupari edistää hiusten normaalia pigmentaatiota. Omenauutteelle ei ole hyväksyttyä terveysväitettä.\n\n' +
          'Pakkauksessa on 30 tablettia, ja Lykossa hinta on 24,90 €. Yksi tabletti maksaa noin 0,83 € (24,90 € / 30). Tarkista päiväannos pakkauksesta, sillä siitä riippuu, kuinka pitkään pakkaus riittää.\n\n' +
          '**Paras valinta, jos** toivot valmisteelta ennen kaikkea hiuksiin liittyviä ravintoaineita ja haluat ostaa sen kosmetiikkaa myyvästä verkkokaupasta.\n\n' +
          '**Vahvuudet:** selkeästi hiuksiin keskittyvä koostumus, jossa on kolme ravintoainetta, joilla on hiuksiin liittyvä hyväksytty väite.\n\n' +
          '**Heikkoudet:** 30 tabletin pakkaus on pieni, ja hinnasta osa kuluu omenauutteeseen, jonka vaikutuksesta ei ole hyväksyttyä väitettä.',
      },
      {
        title: 'Imedeen Time Perfection',
        type: 'text-with-image',
        productIds: ['imedeen-time-perfection'],
        content:
          'Imedeen Time Perfection on pitkään myyty ihon ravintolisä. Tabletissa on kalaperäistä proteiinikompleksia, C-vitamiinia ja sinkkiä. C-vitamiini edistää normaalia kollageenin muodostusta ihon normaalin toiminnan edistämiseksi, ja sinkki edistää ihon pysymistä normaalina. Kalaperäiselle proteiinikompleksille ei ole hyväksyttyä terveysväitettä.\n\n' +
          'Pakkauksessa on 60 tablettia, ja Yliopiston Apteekissa hinta on 59,90 €. Yksi tabletti maksaa noin 1,00 €. Jos otat kaksi tablettia päivässä, pakkaus riittää 30 päiväksi ja päivä maksaa noin 2,00 €. Tarkista annostus pakkauksesta.\n\n' +
          '**Paras valinta, jos** haluat nimenomaan ihoon keskittyvän valmisteen ja hinta ei ole tärkein valintaperuste.\n\n' +
          '**Vahvuudet:** ihoon keskittyvä koostumus ja saatavuus apteekeista.\n\n' +
          '**Heikkoudet:** vertailun selvästi kallein valmiste. Suuri osa hinnasta kuluu ainesosaan, jolla ei ole hyväksyttyä väitettä, ja C-vitamiinia ja sinkkiä saa myös edullisemmista valmisteista. Kalaperäinen ainesosa ei sovi kala-allergiselle.',
      },
      {
        title: 'Puhdas+ Beauty Kollageeni & Biotiini',
        type: 'text-with-image',
        productIds: ['puhdas-plus-beauty-kollageeni-biotiini'],
        content:
          'Puhdas+ Beauty Kollageeni & Biotiini on suomalaisen Puhdas+-tuotesarjan ravintolisä, jossa on kollageenia ja biotiinia. Biotiini edistää ihon pysymistä normaalina ja hiusten pysymistä normaaleina. Kollageenille ei ole hyväksyttyä terveysväitettä, joten tuotteen väite perustuu biotiiniin.\n\n' +
          'Tuotetta myydään apteekeissa, ja Yliopiston Apteekissa hinta on 18,90 €. Tuotetiedoistamme ei käy ilmi valmisteen olomuoto eikä annosten määrä pakkauksessa, joten tarkista ne pakkauksesta ja laske hinta päivää kohden ennen kuin vertaat sitä muihin.\n\n' +
          '**Paras valinta, jos** haluat kollageenin ja biotiinin samassa valmisteessa ja ostat ravintolisät mieluiten apteekista.\n\n' +
          '**Vahvuudet:** vertailun edullisin pakkaushinta, kotimainen tuotesarja ja saatavuus apteekeista.\n\n' +
          '**Heikkoudet:** koostumuksessa on vain yksi ravintoaine, jolla on hyväksytty väite. Kollageenivalmisteita vertailemme tarkemmin [kollageenivalmisteiden vertailussa](/paras-kollageenivalmiste).',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'solgar-skin-nails-hair',
          'vitabiotics-perfectil-original',
          'new-nordic-hair-volume',
          'imedeen-time-perfection',
          'puhdas-plus-beauty-kollageeni-biotiini',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Katso, mihin väite perustuu.** Pakkauksessa lukeva väite koskee aina tiettyä ravintoainetta, kuten sinkkiä, seleeniä tai biotiinia. Kollageenille, MSM:lle ja kasviuutteille ei ole hyväksyttyjä terveysväitteitä, joten niiden varaan ei kannata laskea. Jos valmisteen ainoa väitteellinen ainesosa on biotiini, pelkkä [biotiinivalmiste](/paras-biotiini) voi tulla edullisemmaksi.\n\n' +
          '**Laske hinta päivää kohden.** Jaa pakkauksen hinta päiväannosten määrällä. Kahden tabletin päiväannos puolittaa pakkauksen riittoisuuden, joten 60 tabletin pakkaus voi riittää yhtä kauan kuin toisen valmisteen 30 tabletin pakkaus.\n\n' +
          '**Vältä päällekkäisyyksiä.** Jos käytät jo monivitamiinia, tarkista, ettet saa samoja ravintoaineita moninkertaisesti. Esimerkiksi sinkin turvallisen saannin yläraja aikuisille on EFSA:n mukaan 25 mg päivässä kaikista lähteistä yhteensä.\n\n' +
          '**Biotiini ja laboratoriokokeet.** Suuret biotiiniannokset voivat vääristää joidenkin laboratoriokokeiden tuloksia. Kerro biotiinia sisältävien ravintolisien käytöstä lääkärille ja laboratoriolle ennen verikokeita.\n\n' +
          '**Allergiat ja erityisruokavaliot.** Tarkista, onko valmisteessa kalaa, äyriäisiä tai eläinperäistä kollageenia, jos sinulla on allergia tai noudatat kasvisruokavaliota.\n\n' +
          '**Milloin kysyä ensin.** Jos olet raskaana tai imetät, käytät säännöllisesti lääkkeitä tai hiuksia lähtee tavallista enemmän, kysy lääkäriltä tai apteekista ennen valmisteen aloittamista. Lisää aiheesta kerromme artikkelissa [Kauneudenhoito ravintolisillä](/kauneuden-hoito-ravintolisilla).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Tarvitseeko kauneusravintolisää, jos syön monipuolisesti?**\nUseimmiten ei. Monipuolisesta ruokavaliosta saa yleensä riittävästi biotiinia, sinkkiä, seleeniä, kuparia ja C-vitamiinia.\n\n' +
          '**Onko kollageenista hyötyä iholle?**\nKollageenille ei ole EU:ssa hyväksyttyä terveysväitettä. C-vitamiini edistää normaalia kollageenin muodostusta ihon normaalin toiminnan edistämiseksi, ja C-vitamiinia saa esimerkiksi marjoista, hedelmistä ja kasviksista.\n\n' +
          '**Voiko kahta kauneusravintolisää käyttää yhtä aikaa?**\nSe ei yleensä ole tarpeen. Jos harkitset sitä, laske yhteen, paljonko sinkkiä, seleeniä ja biotiinia saat valmisteista yhteensä.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Solgar Skin, Nails & Hair – sinkki, kupari ja C-vitamiini, noin 0,83 € päivältä.\n' +
      '- **Edullisin päivähinta:** Perfectil Original – yksi tabletti päivässä, noin 0,66 € päivältä.\n' +
      '- **Hiuksille:** New Nordic Hair Volume – biotiini, sinkki ja kupari samassa tabletissa.\n' +
      '- **Ihoon keskittyvä:** Imedeen Time Perfection – C-vitamiini ja sinkki, mutta vertailun kallein.\n' +
      '- **Kollageenin kanssa:** Puhdas+ Beauty Kollageeni & Biotiini – edullisin pakkaushinta, väite perustuu biotiiniin.\n\n' +
      'Kauneusravintolisää valitessa tärkeintä on katsoa, mitkä ainesosat tuotteessa ovat ja mitä päivä maksaa. Hyväksytyt väitteet koskevat yksittäisiä ravintoaineita, eikä mikään valmiste korvaa monipuolista ruokavaliota.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – biotiini, sinkki, seleeni, kupari ja C-vitamiini',
      'EFSA: Tolerable Upper Intake Levels for Vitamins and Minerals',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Ruokavirasto: Ravitsemus- ja terveysväitteet (ruokavirasto.fi)',
      'NIH Office of Dietary Supplements: Biotin – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
