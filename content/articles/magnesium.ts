import type { ArticleBody } from '../schemas/article.ts';

/** Paras magnesium 2025: viisi magnesiumvalmistetta ja magnesiumin eri muodot. */
export const body = {
  id: 'magnesium',
  updateDate: '2025-06-19',
  content: {
    introduction:
      'Magnesium on kivennäisaine, jota elimistö tarvitsee muun muassa lihasten, hermoston ja energia-aineenvaihdunnan toimintaan. EU:ssa hyväksyttyjen terveysväitteiden mukaan magnesium edistää lihasten normaalia toimintaa, edistää hermoston normaalia toimintaa ja auttaa vähentämään väsymystä ja uupumusta. Hyviä ravinnon lähteitä ovat täysjyväviljat, pähkinät, siemenet, palkokasvit ja vihreät kasvikset.\n\nMonipuolisesta ruokavaliosta saa yleensä riittävästi magnesiumia, joten lisä ei ole kaikille tarpeen. Siitä voi olla apua, jos ruokavaliosi on yksipuolinen, syöt vähän täysjyväviljaa ja kasviksia tai lääkäri on todennut, että saantisi jää niukaksi. Moni liikkuja käyttää magnesiumia, mutta tarvetta kannattaa arvioida ensin oman ruokavalion perusteella.\n\nMagnesiumvalmisteita on paljon, ja ne eroavat toisistaan ennen kaikkea magnesiumyhdisteen, annoksen magnesiummäärän ja hinnan osalta. Vertailimme viittä Suomessa myytävää valmistetta ja kerromme, mitä sitraatti, bisglysinaatti ja oksidi tarkoittavat ja kuinka paljon magnesiumia ravintolisistä on turvallista ottaa.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Puhdistamo Tripla Magnesium',
          'Pharma Nord Bio-Magnesium',
          'Solgar Magnesium Citrate',
          'NOW Foods Magnesium Citrate',
          'Solgar Calcium Magnesium Plus Zinc',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun magnesiumvalmisteita, joita saa suomalaisista kaupoista ja apteekeista. Arvioimme ne näillä perusteilla:\n\n- **Magnesiumyhdiste:** mitä muotoa valmiste sisältää ja kerrotaanko se selvästi.\n- **Magnesiumin määrä annoksessa:** kuinka paljon varsinaista magnesiumia päiväannos sisältää ja pysyykö se ravintolisille annetun ylärajan alla.\n- **Hinta päiväannosta kohden:** pakkauksen hinta suhteessa annosten määrään.\n- **Laatu ja valmistus:** valmistajan ilmoittamat tiedot, kuten GMP-sertifioitu tuotanto.\n- **Saatavuus Suomessa:** myydäänkö tuotetta suomalaisessa verkkokaupassa tai apteekissa.\n- **Käytettävyys:** tabletti vai kapseli ja montako kappaletta päiväannokseen tarvitaan.\n\nEmme ole teettäneet valmisteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Kaikkien valmisteiden annoskohtaista magnesiummäärää ei ollut tiedossamme, joten tarkista se aina pakkauksesta. Tuotteiden arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Puhdistamo Tripla Magnesium',
        type: 'text-with-image',
        productIds: ['puhdistamo-tripla-magnesium'],
        content:
          'Puhdistamo Tripla Magnesium on suomalaisen Puhdistamon kapselivalmiste, jossa on kolmea magnesiumyhdistettä: magnesiummalaattia, magnesiumbisglysinaattia ja magnesiumtauraattia. Purkissa on 120 kapselia, ja hinta Puhdistamon verkkokaupassa on 27,90 €. Magnesium edistää hermoston normaalia toimintaa.\n\n**Paras valinta, jos** haluat orgaanisia magnesiumyhdisteitä yhdessä valmisteessa etkä halua valita yhtä muotoa.\n\n**Vahvuudet:** kolme orgaanista magnesiumyhdistettä samassa kapselissa, suuri 120 kapselin purkki ja kotimainen merkki.\n\n**Heikkoudet:** vertailun kallein pakkaushinta. Bisglysinaatissa ja muissa aminohappoon tai orgaaniseen happoon sidotuissa muodoissa magnesiumia on painoon nähden vähemmän kuin esimerkiksi oksidissa, joten päiväannokseen voi tarvita useamman kapselin. Tarkista pakkauksesta, montako kapselia päiväannos on, niin näet todellisen hinnan päivää kohden. Useampi yhdiste samassa kapselissa ei sinänsä tarkoita, että magnesiumia imeytyisi enemmän.',
      },
      {
        title: 'Pharma Nord Bio-Magnesium',
        type: 'text-with-image',
        productIds: ['pharma-nord-bio-magnesium'],
        content:
          'Pharma Nord Bio-Magnesium on tanskalaisen Pharma Nordin tablettivalmiste, jonka yhdessä tabletissa on 200 mg magnesiumia. Purkissa on 60 tablettia, ja hinta Yliopiston Apteekissa on 14,90 €. Kun otat yhden tabletin päivässä, päiväannos maksaa noin 0,25 €. Magnesium edistää lihasten normaalia toimintaa.\n\n**Paras valinta, jos** haluat selkeän annoksen yhdellä tabletilla päivässä ja ostat lisäravinteesi mieluiten apteekista.\n\n**Vahvuudet:** selvästi ilmoitettu magnesiummäärä, yksi tabletti päivässä ja edullinen hinta päiväannosta kohden. 200 mg jää alle EFSA:n ravintolisille antaman 250 mg:n ylärajan.\n\n**Heikkoudet:** magnesiumyhdiste ei käy ilmi tuotetiedoistamme, joten tarkista se pakkauksesta, jos muoto on sinulle tärkeä. Jos käytät lisäksi muita magnesiumia sisältäviä valmisteita, kuten elektrolyyttijuomia, yläraja tulee nopeasti vastaan.',
      },
      {
        title: 'Solgar Magnesium Citrate',
        type: 'text-with-image',
        productIds: ['solgar-magnesium-citrate'],
        content:
          'Solgar Magnesium Citrate on tablettivalmiste, jossa magnesium on sitraattina eli sitruunahapon suolana. Purkissa on 60 tablettia, ja hinta Ruohonjuuressa on 19,90 €. Magnesium edistää lihasten normaalia toimintaa.\n\n**Paras valinta, jos** haluat pelkkää sitraattimuotoista magnesiumia tabletteina ja arvostat pitkään markkinoilla ollutta yhdysvaltalaista merkkiä.\n\n**Vahvuudet:** sitraatti on yleinen ja hyvin veteen liukeneva magnesiumin muoto, valmisteessa on vain yksi yhdiste ja tuotetta myy suomalainen Ruohonjuuri.\n\n**Heikkoudet:** tabletin magnesiummäärä ei ollut tiedossamme, joten tarkista pakkauksesta, montako tablettia päiväannos on ja kuinka paljon magnesiumia siinä on. Jos päiväannos on kaksi tablettia, 60 tablettia riittää kuukaudeksi. Sitraatti voi suurina annoksina löysätä vatsaa.',
      },
      {
        title: 'NOW Foods Magnesium Citrate',
        type: 'text-with-image',
        productIds: ['now-foods-magnesium-citrate'],
        content:
          'NOW Foods Magnesium Citrate on yhdysvaltalaisen NOW Foodsin sitraattimuotoinen magnesiumvalmiste. Valmistaja kertoo sen valmistetun GMP-sertifioidussa tehtaassa. GMP tarkoittaa hyviä tuotantotapoja: se kertoo valmistuksen laadunhallinnasta, ei tuotteen tehosta. Hinta Fitnesstukussa on 18,90 €. Magnesium edistää lihasten normaalia toimintaa.\n\n**Paras valinta, jos** haluat edullisen sitraattimagnesiumin ja tilaat muutenkin liikkujan tuotteita Fitnesstukusta.\n\n**Vahvuudet:** edullinen pakkaushinta, tunnettu valmistaja ja ilmoitettu GMP-sertifioitu tuotanto.\n\n**Heikkoudet:** tuotetiedoistamme puuttuvat pakkauksen koko ja annoksen magnesiummäärä, joten hintaa päiväannosta kohden ei voi laskea ennen kuin tarkistat ne kaupan sivulta tai pakkauksesta. Kuten muidenkin sitraattien, suuri annos voi löysätä vatsaa.',
      },
      {
        title: 'Solgar Calcium Magnesium Plus Zinc',
        type: 'text-with-image',
        productIds: ['solgar-calcium-magnesium-plus-zinc'],
        content:
          'Solgar Calcium Magnesium Plus Zinc on tablettivalmiste, jossa on samassa tabletissa kalsiumia, magnesiumia ja sinkkiä. Purkissa on 100 tablettia, ja hinta Ruohonjuuressa on 17,90 €. Kalsium on tarpeen luuston pysymiseksi normaalina, ja magnesium edistää lihasten normaalia toimintaa.\n\n**Paras valinta, jos** haluat kalsiumia ja magnesiumia samasta tabletista, esimerkiksi kun ruokavaliossasi on vähän maitotuotteita ja olet miettinyt myös kalsiumin saantia.\n\n**Vahvuudet:** kolme kivennäisainetta yhdessä tabletissa, suuri 100 tabletin purkki ja edullinen pakkaushinta.\n\n**Heikkoudet:** jos tarvitset vain magnesiumia, yhdistelmävalmiste antaa myös kalsiumia ja sinkkiä, joita et ehkä tarvitse. Laske yhteen kaikkien käyttämiesi valmisteiden, kuten monivitamiinin, kalsium-, magnesium- ja sinkkimäärät, ettei saanti kasva tarpeettoman suureksi. Tarkista tabletin magnesiummäärä pakkauksesta.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'puhdistamo-tripla-magnesium',
          'pharma-nord-bio-magnesium',
          'solgar-magnesium-citrate',
          'now-foods-magnesium-citrate',
          'solgar-calcium-magnesium-plus-zinc',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Magnesiumin muodot.** Ravintolisissä magnesium on aina sitoutunut johonkin toiseen aineeseen. Yleisimmät muodot ovat:\n\n- **Sitraatti:** sitruunahapon suola, joka liukenee hyvin veteen. Yleinen ja yleensä edullinen muoto, joka voi suurina annoksina löysätä vatsaa.\n- **Bisglysinaatti:** magnesium sitoutuneena aminohappo glysiiniin. Sitä kuvataan usein vatsalle sopivaksi. Yhdisteessä on paljon glysiiniä, joten magnesiumia on painoon nähden vähemmän ja kapseleita voi tarvita useamman.\n- **Oksidi:** sisältää painoonsa nähden paljon magnesiumia, joten tabletti voi olla pieni. Oksidi liukenee huonosti, ja sen imeytymistä pidetään yleisesti heikompana kuin esimerkiksi sitraatin.\n- **Malaatti ja tauraatti:** omenahappoon ja tauriiniin sidottuja muotoja. Niistä on vähemmän vertailevaa tutkimustietoa kuin sitraatista tai oksidista.\n\nMuotojen imeytymiseroja on tutkittu, mutta tulokset vaihtelevat, eikä ole selvää, kuinka paljon erot käytännössä merkitsevät. Tärkeintä on, että saat sopivan määrän ja että valmiste sopii vatsallesi.\n\n**Katso magnesiumin määrä, älä yhdisteen painoa.** Esimerkiksi 1 000 mg magnesiumsitraattia ei tarkoita 1 000 mg magnesiumia. Pakkauksen ravintoainetaulukossa ilmoitetaan varsinaisen magnesiumin määrä ja sen osuus saantivertailuarvosta, joka on magnesiumille 375 mg.\n\n**Saantisuositus.** Suomalaisissa ravitsemussuosituksissa, jotka Ruokavirasto julkaisee, aikuisten miesten magnesiumin saantisuositus on 350 mg päivässä ja naisten hieman pienempi. Suositus koskee koko päivän saantia, ja suurin osa siitä tulee tavallisesti ruoasta.\n\n**Yläraja ravintolisille.** EFSA:n mukaan ravintolisistä saatavan magnesiumin saannin yläraja on aikuisille 250 mg päivässä. Raja ei koske ruoan luonnostaan sisältämää magnesiumia. Liian suuri annos ravintolisänä aiheuttaa tyypillisesti ripulia tai löysää vatsaa. Laske yhteen kaikki käyttämäsi valmisteet: magnesiumia on usein myös monivitamiineissa ja [elektrolyyttijuomissa](/paras-elektrolyytti).\n\n**Lääkkeet ja sairaudet.** Magnesium voi heikentää joidenkin lääkkeiden, kuten tiettyjen antibioottien ja osteoporoosilääkkeinä käytettävien bisfosfonaattien, imeytymistä. Jos käytät säännöllistä lääkitystä, kysy apteekista tai lääkäriltä, kuinka pitkä väli valmisteiden ottamisen välillä pitää olla. Jos sinulla on munuaissairaus, keskustele lääkärin kanssa ennen magnesiumlisän aloittamista.\n\n**Hinta päiväannosta kohden.** Jaa pakkauksen hinta päiväannosten määrällä. Halvin purkki ei ole aina edullisin, jos päiväannokseen tarvitaan useita tabletteja tai kapseleita. Lisää vitamiineista ja kivennäisaineista löydät oppaasta [Vitamiinit ja kivennäisaineet](/vitamiinit-ja-kivennaisaineet), ja Puhdistamon magnesiumia on arvioitu tarkemmin [arvostelussamme](/tuotearvostelut/puhdistamo-magnesium).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Mihin aikaan päivästä magnesium kannattaa ottaa?**\nAjankohdalle ei ole virallista suositusta. Jos vatsasi on herkkä, ota valmiste aterian yhteydessä. Muista lääkkeiden ja magnesiumin välinen aikaväli, jos käytät lääkkeitä.\n\n**Auttaako magnesium lihaskramppeihin tai uneen?**\nMagnesiumille ei ole EU:ssa hyväksyttyä terveysväitettä lihaskrampeista eikä unesta. Hyväksytyn väitteen mukaan magnesium edistää lihasten normaalia toimintaa. Toistuvat krampit tai univaikeudet kannattaa selvittää lääkärin kanssa.\n\n**Voinko käyttää magnesiumia ja elektrolyyttijuomaa samana päivänä?**\nVoit, kun lasket molempien magnesiummäärät yhteen ja pysyt ravintolisien 250 mg:n ylärajan alla.\n\n**Onko kallein muoto paras?**\nEi välttämättä. Eri muotojen eroista käytännössä ei ole yksiselitteistä näyttöä, joten valitse muoto, joka sopii vatsallesi, ja vertaa hintaa päiväannosta kohden.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Puhdistamo Tripla Magnesium – kolme orgaanista magnesiumyhdistettä ja 120 kapselia kotimaiselta valmistajalta.\n- **Edullisin päiväannos:** Pharma Nord Bio-Magnesium – 200 mg magnesiumia yhdessä tabletissa, noin 0,25 € päivässä.\n- **Paras sitraatti:** Solgar Magnesium Citrate – pelkkää sitraattimuotoista magnesiumia tabletteina.\n- **Edullinen sitraatti:** NOW Foods Magnesium Citrate – GMP-sertifioidussa tehtaassa valmistettu perusmagnesium.\n- **Kalsium ja magnesium samassa:** Solgar Calcium Magnesium Plus Zinc – kalsiumia, magnesiumia ja sinkkiä samassa tabletissa.\n\nMagnesiumia valitessa katso ensin, kuinka paljon varsinaista magnesiumia päiväannoksessa on, ja pidä ravintolisistä saatava määrä enintään 250 mg:ssa päivässä. Muodon voit valita oman vatsasi ja hinnan perusteella. Jos syöt monipuolisesti, saat todennäköisesti riittävästi magnesiumia jo ruoasta.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Ruokavirasto: Suomalaiset ravitsemussuositukset (ruokavirasto.fi)',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'EFSA: Tolerable Upper Intake Levels for Vitamins and Minerals – magnesium',
      'EFSA: EU Register of nutrition and health claims',
      'Pohjoismaiden ministerineuvosto: Nordic Nutrition Recommendations 2023',
      'NIH Office of Dietary Supplements: Magnesium – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
