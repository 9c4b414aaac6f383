import type { ArticleBody } from '../schemas/article.ts';

/** Best supplements for people over 50: nine products from vitamin D and B12 to omega-3, Q10, eye and joint products. */
export const body = {
  id: 'lisäravinne-50-vuotiaille',
  updateDate: '2025-08-29',
  content: {
    introduction:
      'Viidenkymmenen ikävuoden jälkeen muutama asia ravinnossa kannattaa ottaa huomioon. D-vitamiinin saanti jää Suomessa pimeänä vuodenaikana monella niukaksi, B12-vitamiinin imeytyminen ruoasta voi heikentyä iän myötä, ja lääkkeiden lisääntyessä myös ravintolisien ja lääkkeiden yhteisvaikutukset tulevat ajankohtaisiksi.\n\n' +
      'Vertailussa on yhdeksän Suomessa myytävää valmistetta vitamiineista ja kivennäisaineista omega-3:een, koentsyymi Q10:een, silmävalmisteeseen ja glukosamiiniin. Kaikkia ei tarvitse kenenkään ottaa: ravintolisä täydentää ruokavaliota silloin, kun jonkin ravintoaineen saanti jää niukaksi.\n\n' +
      'Jos käytät säännöllisesti lääkkeitä, kysy lääkäriltä tai apteekista ennen uuden valmisteen aloittamista.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Solgar Vitamin D3 25 µg (1000 IU)',
          'Solgar Vitamin B12 1000 µg',
          "Möller's Omega-3",
          'Nordic Naturals Omega-3',
          'Pharma Nord Bio-Magnesium',
          'Solgar Calcium Magnesium Plus Zinc',
          'Pharma Nord Bio-Qinon Q10 Gold 100 mg',
          'Nutrof Total',
          'Solgar Glucosamine Chondroitin MSM',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme valmisteita, joita yli 50-vuotiaat tavallisimmin harkitsevat ja joita myydään suomalaisissa apteekeissa ja verkkokaupoissa. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Ainesosat ja annos:** mitä valmisteessa on ja kuinka paljon, suhteessa saantisuosituksiin ja ylärajoihin.\n' +
          '- **Hinta päivää kohden:** pakkauksen hinta jaettuna annosten määrällä, kun pakkauskoko on tiedossa.\n' +
          '- **Terveysväitteet:** onko ainesosalle hyväksytty EU:n terveysväite.\n' +
          '- **Käytettävyys:** tabletti, kapseli vai neste.\n\n' +
          'Emme ole teettäneet laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoituksiin, ja hinnat ovat tyypillisiä hintoja päivityshetkellä.',
      },
      {
        title: 'Solgar Vitamin D3 25 µg (1000 IU)',
        type: 'text-with-image',
        productIds: ['solgar-vitamin-d3-25-mikrog'],
        content:
          'Solgar Vitamin D3 25 µg (1000 IU) on öljypohjainen pehmytkapseli, jossa on 25 µg D3-vitamiinia. Purkissa on 100 kapselia, joten hinnalla 12,90 € yksi kapseli maksaa noin 0,13 € (12,90 € / 100). D-vitamiini edistää immuunijärjestelmän normaalia toimintaa ja luuston pysymistä normaalina.\n\n' +
          '**Paras valinta, jos** tarvitset D-vitamiinilisää ja haluat edullisen, pienen kapselin.\n\n' +
          '**Vahvuudet:** vertailun edullisin päivähinta.\n\n' +
          '**Heikkoudet:** 25 µg on enemmän kuin aikuisten saantisuositus 10 µg päivässä. Yli 75-vuotiaille suositellaan D-vitamiinilisää ympäri vuoden, tavallisesti 20 µg päivässä. Jos harkitset pysyvästi suositusta suurempaa annosta, keskustele siitä lääkärin kanssa. Aikuisten turvallisen saannin yläraja on 100 µg päivässä. Lisää valmisteita on [D-vitamiinivertailussa](/paras-dvitamiini).',
      },
      {
        title: 'Solgar Vitamin B12 1000 µg',
        type: 'text-with-image',
        productIds: ['solgar-vitamin-b12-1000-mikrog'],
        content:
          'Solgar Vitamin B12 1000 µg on pieni pureskeltava tabletti, jossa on 1 000 µg B12-vitamiinia. Pakkauksessa on 100 tablettia, joten hinnalla 17,90 € tabletti maksaa noin 0,18 €. B12-vitamiini edistää punasolujen normaalia muodostumista sekä väsymyksen ja uupumuksen vähenemistä.\n\n' +
          'B12-vitamiinia on luonnostaan vain eläinkunnan tuotteissa. Iän myötä sen imeytyminen ruoasta voi heikentyä, ja myös pitkäaikainen metformiinin tai mahahappoa vähentävien lääkkeiden, kuten protonipumpun estäjien, käyttö voi heikentää imeytymistä.\n\n' +
          '**Paras valinta, jos** syöt vähän eläinkunnan tuotteita tai lääkäri on suositellut sinulle B12-lisää.\n\n' +
          '**Vahvuudet:** pieni, helppo tabletti ja edullinen hinta.\n\n' +
          '**Heikkoudet:** annos on moninkertainen päivittäiseen tarpeeseen nähden. Jos epäilet puutosta, pyydä verikoe ennen kuin aloitat, sillä jo aloitettu lisä vaikuttaa tulokseen.',
      },
      {
        title: "Möller's Omega-3",
        type: 'text-with-image',
        productIds: ['mollers-omega-3'],
        content:
          "Möller's Omega-3 on norjalaisen Möller'sin nestemäinen kalaöljy, jota annostellaan 5 ml päivässä. Päiväannoksessa on yli 250 mg EPA:ta ja DHA:ta, ja EPA ja DHA edistävät sydämen normaalia toimintaa, kun niitä saadaan 250 mg päivässä. Hinta on 17,90 €. Päivähinta riippuu pullon koosta: esimerkiksi 250 ml:n pullosta riittää 50 päiväannosta. Tarkista koko pakkauksesta.\n\n" +
          '**Paras valinta, jos** et halua niellä kapseleita tai otat jo valmiiksi monta tablettia päivässä.\n\n' +
          '**Vahvuudet:** ei kapseleita, ja päiväannos on 5 ml eli teelusikallinen.\n\n' +
          '**Heikkoudet:** avattu pullo säilytetään jääkaapissa, ja kalaöljyn maku ei sovi kaikille.',
      },
      {
        title: 'Nordic Naturals Omega-3',
        type: 'text-with-image',
        productIds: ['nordic-naturals-omega-3'],
        content:
          'Nordic Naturals Omega-3 on sitruunanmakuinen kalaöljykapseli, jossa kalaöljy on triglyseridimuodossa. Kahdessa kapselissa on yli 500 mg EPA:ta ja DHA:ta. Purkissa on 120 kapselia eli 60 kahden kapselin päiväannosta, joten hinnalla 34,90 € päivä maksaa noin 0,58 € (34,90 € / 60).\n\n' +
          '**Paras valinta, jos** syöt kalaa harvoin ja haluat omega-3:n kapseleina etkä nestemäisenä kalaöljynä.\n\n' +
          '**Vahvuudet:** selvästi ilmoitettu EPA- ja DHA-määrä, sitruunanmaku ja suuri pakkaus, joka riittää kahdeksi kuukaudeksi.\n\n' +
          '**Heikkoudet:** päiväannokseen tarvitaan kaksi kapselia, ja päivähinta on selvästi D- ja B12-vitamiinia korkeampi. Lisää vaihtoehtoja on [omega-3-vertailussa](/paras-omega3).',
      },
      {
        title: 'Pharma Nord Bio-Magnesium',
        type: 'text-with-image',
        productIds: ['pharma-nord-bio-magnesium'],
        content:
          'Pharma Nord Bio-Magnesium on tablettivalmiste, jonka yhdessä tabletissa on 200 mg magnesiumia. Purkissa on 60 tablettia, joten hinnalla 14,90 € yhden tabletin päiväannos maksaa noin 0,25 €. Magnesium edistää lihasten normaalia toimintaa.\n\n' +
          '**Paras valinta, jos** ruokavaliossasi on vähän täysjyvää, pähkinöitä ja kasviksia ja haluat yhden tabletin päivässä.\n\n' +
          '**Vahvuudet:** selkeä annos ja edullinen päivähinta. 200 mg jää alle EFSA:n ravintolisille antaman 250 mg:n ylärajan.\n\n' +
          '**Heikkoudet:** jos käytät myös muita magnesiumia sisältäviä valmisteita, yläraja tulee nopeasti vastaan. Munuaissairaan kannattaa keskustella magnesiumlisästä ensin lääkärin kanssa. Lisää valmisteita on [magnesiumvertailussa](/paras-magnesium).',
      },
      {
        title: 'Solgar Calcium Magnesium Plus Zinc',
        type: 'text-with-image',
        productIds: ['solgar-calcium-magnesium-plus-zinc'],
        content:
          'Solgar Calcium Magnesium Plus Zinc on tabletti, jossa on kalsiumia, magnesiumia ja sinkkiä. Pakkauksessa on 100 tablettia, joten hinnalla 17,90 € tabletti maksaa noin 0,18 €. Päiväannos voi olla useampi tabletti, jolloin päivähinta kasvaa samassa suhteessa, joten tarkista annos pakkauksesta. Kalsium on tarpeen luuston pysymiseksi normaalina.\n\n' +
          '**Paras valinta, jos** käytät vähän maitovalmisteita ja kalsiumin saanti jää siksi niukaksi.\n\n' +
          '**Vahvuudet:** kolme kivennäisainetta samassa tabletissa ja edullinen tablettihinta.\n\n' +
          '**Heikkoudet:** jos saat kalsiumia riittävästi ruoasta, valmisteesta ei ole lisähyötyä. Kalsium ja magnesium voivat heikentää eräiden lääkkeiden imeytymistä, joten kysy apteekista ottoajankohdasta.',
      },
      {
        title: 'Pharma Nord Bio-Qinon Q10 Gold 100 mg',
        type: 'text-with-image',
        productIds: ['pharma-nord-bio-qinon-q10-gold-100-mg'],
        content:
          'Pharma Nord Bio-Qinon Q10 Gold 100 mg on pehmytkapseli, jossa on 100 mg koentsyymi Q10:tä öljyyn liuotettuna. Purkissa on 60 kapselia, joten hinnalla 54,90 € kapseli maksaa noin 0,92 €. Elimistö valmistaa Q10:tä itse, eikä sille ole hyväksytty EU:n terveysväitettä.\n\n' +
          '**Paras valinta, jos** olet päättänyt käyttää Q10:tä esimerkiksi keskusteltuasi siitä lääkärin kanssa ja haluat tunnetun valmistajan öljypohjaisen valmisteen.\n\n' +
          '**Vahvuudet:** selkeä annos ja tunnettu valmistaja.\n\n' +
          '**Heikkoudet:** vertailun kallein hinta kapselia kohden, eikä valmisteen hyödystä voi luvata mitään. Jos käytät kolesterolilääkettä tai verenohennuslääkettä, kysy lääkäriltä ennen aloittamista.',
      },
      {
        title: 'Nutrof Total',
        type: 'text-with-image',
        productIds: ['thea-nutrof-total'],
        content:
          'Nutrof Total on ranskalaisen Théan silmille suunnattu kapseli, jossa on luteiinia, zeaksantiinia, omega-3-rasvahappoja, vitamiineja ja sinkkiä. Pakkauksessa on 60 kapselia, joten hinnalla 34,90 € kapseli maksaa noin 0,58 €. Sinkki edistää näkökyvyn säilymistä normaalina. Luteiinille ja zeaksantiinille ei ole hyväksytty omaa terveysväitettä.\n\n' +
          '**Paras valinta, jos** silmälääkäri on ehdottanut sinulle luteiinia sisältävää valmistetta tai haluat nämä ainesosat yhdessä kapselissa.\n\n' +
          '**Vahvuudet:** monta ainesosaa samassa kapselissa ja saatavuus apteekeista.\n\n' +
          '**Heikkoudet:** vitamiinit ja sinkki kannattaa laskea yhteen muiden valmisteiden kanssa. Jos sinulla on todettu silmäsairaus, keskustele valmisteesta silmälääkärin kanssa.',
      },
      {
        title: 'Solgar Glucosamine Chondroitin MSM',
        type: 'text-with-image',
        productIds: ['solgar-glucosamine-chondroitin-msm'],
        content:
          'Solgar Glucosamine Chondroitin MSM on tabletti, jossa on glukosamiinia, kondroitiinia ja MSM:ää. Pakkauksessa on 60 tablettia, joten hinnalla 32,90 € tabletti maksaa noin 0,55 €. Jos päiväannos on useampi tabletti, päivähinta kertautuu, joten tarkista annos pakkauksesta.\n\n' +
          'Glukosamiinille, kondroitiinille tai MSM:lle ei ole hyväksytty EU:n terveysväitettä, ja tutkimusnäyttö nivelistä on ristiriitaista.\n\n' +
          '**Paras valinta, jos** haluat kokeilla näitä kolmea ainetta yhdessä tabletissa ja olet keskustellut nivelvaivoistasi lääkärin kanssa.\n\n' +
          '**Vahvuudet:** kolme ainesosaa samassa tabletissa.\n\n' +
          '**Heikkoudet:** ei hyväksyttyä terveysväitettä. Glukosamiini valmistetaan usein äyriäisistä, joten äyriäisallergisen kannattaa tarkistaa raaka-aine pakkauksesta. Verenohennuslääkkeen käyttäjän kannattaa kysyä lääkäriltä ennen aloittamista.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'solgar-vitamin-d3-25-mikrog',
          'solgar-vitamin-b12-1000-mikrog',
          'mollers-omega-3',
          'nordic-naturals-omega-3',
          'pharma-nord-bio-magnesium',
          'solgar-calcium-magnesium-plus-zinc',
          'pharma-nord-bio-qinon-q10-gold-100-mg',
          'thea-nutrof-total',
          'solgar-glucosamine-chondroitin-msm',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Aloita ruokavaliosta.** Jos syöt kalaa 2–3 kertaa viikossa ja käytät maitovalmisteita, omega-3- ja kalsiumlisä eivät välttämättä ole tarpeen. Omega-3:n osalta yleinen tavoite on 250–500 mg EPA:ta ja DHA:ta päivässä ruoasta ja ravintolisistä yhteensä. Perusasiat löydät oppaasta [vitamiinit ja kivennäisaineet](/vitamiinit-ja-kivennaisaineet).\n\n' +
          '**Kerro lääkkeistäsi.** Jos käytät pitkään metformiinia tai mahahappoa vähentävää lääkettä, kysy lääkäriltä, onko B12-arvo syytä tarkistaa. Kalsium- ja magnesiumvalmisteet otetaan eri aikaan kuin esimerkiksi kilpirauhaslääke ja eräät antibiootit. Jos käytät verenohennuslääkettä, kysy ennen omega-3:n, Q10:n tai glukosamiinin aloittamista. Apteekissa voit pyytää tarkistamaan lääkkeesi ja ravintolisäsi kerralla.\n\n' +
          '**Laske päällekkäisyydet.** Sama ravintoaine voi tulla monesta purkista, esimerkiksi magnesium tai sinkki yhdistelmävalmisteesta ja erillisestä valmisteesta. Ravintolisistä saatavan magnesiumin yläraja on aikuisilla 250 mg päivässä.\n\n' +
          '**Vertaa päivähintaa.** Jaa pakkauksen hinta päiväannosten määrällä, älä tablettien määrällä.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus ja edullisin:** Solgar Vitamin D3 25 µg (1000 IU) – noin 0,13 € päivässä.\n' +
      '- **B12-vitamiiniin:** Solgar Vitamin B12 1000 µg – noin 0,18 € päivässä.\n' +
      "- **Omega-3 ilman kapseleita:** Möller's Omega-3 – 5 ml päivässä.\n" +
      '- **Omega-3 kapseleina:** Nordic Naturals Omega-3 – noin 0,58 € päivässä.\n' +
      '- **Magnesiumiin:** Pharma Nord Bio-Magnesium – noin 0,25 € päivässä.\n' +
      '- **Kun maitovalmisteita on vähän:** Solgar Calcium Magnesium Plus Zinc.\n' +
      '- **Silmille suunnattu yhdistelmä:** Nutrof Total.\n\n' +
      'Q10:lle ja glukosamiinille ei ole hyväksyttyjä terveysväitteitä. Jos käytät lääkkeitä, tarkista valintasi lääkärin tai apteekin kanssa.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'EFSA: EU Register of nutrition and health claims',
      'NIH Office of Dietary Supplements: Vitamin B12 – Fact Sheet for Health Professionals',
      'NIH Office of Dietary Supplements: Omega-3 Fatty Acids – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
