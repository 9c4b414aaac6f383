import type { ArticleBody } from '../schemas/article.ts';

/** Paras omega-3 2025: kuusi kala- ja leväöljyä vertailussa, EPA+DHA päiväannoksessa ja hinta päivää kohden. */
export const body = {
  id: 'omega3',
  updateDate: '2025-04-08', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Omega-3-valmisteiden tärkeimmät ainesosat ovat pitkäketjuiset rasvahapot EPA ja DHA. Niitä saadaan ruoasta lähinnä rasvaisesta kalasta. EU:ssa hyväksytyn terveysväitteen mukaan EPA ja DHA edistävät sydämen normaalia toimintaa, kun niitä saadaan yhteensä 250 mg päivässä. Tavallisesti tavoitteena pidetään 250–500 mg EPA:ta ja DHA:ta päivässä.\n\n' +
      'Valmisteesta on eniten hyötyä, jos syöt kalaa harvemmin kuin suositellut 2–3 kertaa viikossa. Kasvissyöjälle ja vegaanille sopii leväöljy, joka on EPA:n ja DHA:n alkuperäinen lähde. Perustiedot rasvahapoista löydät artikkelista [Omega-3 – EPA, DHA ja valmisteen valinta](/articles/lisaravinteet/omega3).\n\n' +
      'Vertailussa on kuusi Suomessa myytävää valmistetta. Kun valitset, katso EPA:n ja DHA:n määrä päiväannoksessa, älä kalaöljyn kokonaismäärää. Vertaa lisäksi, montako kapselia päivässä tarvitaan ja mitä päiväannos maksaa.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Nordic Naturals Omega-3',
          'NOW Foods Ultra Omega-3',
          'Solgar Triple Strength Omega-3 950 mg',
          'Nordic Naturals Ultimate Omega',
          "Möller's Omega-3",
          'Nordic Naturals Algae Omega',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Arvioimme valmisteet näillä perusteilla:\n\n' +
          '- **EPA ja DHA päiväannoksessa:** laskimme yhteismäärän valmistajan ilmoittamista pitoisuuksista ja vertasimme sitä 250–500 mg:n päivämäärään.\n' +
          '- **Hinta päivää kohden:** jaoimme pakkauksen hinnan päiväannosten määrällä silloin, kun pakkauskoko on tiedossamme.\n' +
          '- **Lähde:** kalaöljy vai leväöljy.\n' +
          '- **Käytettävyys:** kapseleiden määrä päivässä, maku ja nestemäinen vaihtoehto.\n' +
          '- **Saatavuus Suomessa:** valmisteita myyvät esimerkiksi Ruohonjuuri, Yliopiston Apteekki ja Fitnesstukku.\n\n' +
          'Emme ole teettäneet valmisteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Nordic Naturals Omega-3',
        type: 'text-with-image',
        productIds: ['nordic-naturals-omega-3'],
        content:
          'Nordic Naturals Omega-3 on sitruunanmakuinen kalaöljykapseli, jossa öljy on triglyseridimuodossa eli samassa muodossa, jossa rasvahapot ovat kalassa luonnostaan. Kahdesta kapselista saa yli 500 mg EPA:ta ja DHA:ta. Purkissa on 120 kapselia eli 60 päiväannosta, ja Ruohonjuuressa hinta on 34,90 €. Päiväannos maksaa siis noin 0,58 € (34,90 € / 60).\n\n' +
          '**Paras valinta, jos** haluat valmisteen, jonka päiväannos on lähellä tavallista 250–500 mg:n tavoitetta, ja suuren pakkauksen.\n\n' +
          '**Vahvuudet:** kohtuullinen päivähinta, kahden kuukauden pakkaus ja sitruunan maku, joka peittää kalan makua.\n\n' +
          '**Heikkoudet:** päiväannokseen tarvitaan kaksi kapselia, ja tarkka EPA:n ja DHA:n jakauma kannattaa katsoa pakkauksesta.',
      },
      {
        title: 'NOW Foods Ultra Omega-3',
        type: 'text-with-image',
        productIds: ['now-foods-ultra-omega-3'],
        content:
          'NOW Foods Ultra Omega-3 on molekyylitislattua kalaöljyä kapseleina. Tislauksella öljystä poistetaan epäpuhtauksia. Yhdessä kapselissa on 500 mg EPA:ta ja 250 mg DHA:ta eli yhteensä 750 mg. Purkissa on 90 kapselia, ja Fitnesstukussa hinta on 27,90 €. Yhden kapselin päiväannos maksaa noin 0,31 € (27,90 € / 90).\n\n' +
          '**Paras valinta, jos** haluat edullisimman päivähinnan ja riittävän määrän yhdestä kapselista.\n\n' +
          '**Vahvuudet:** vertailun edullisin päiväannos, kolmen kuukauden pakkaus ja paljon EPA:ta yhdessä kapselissa.\n\n' +
          '**Heikkoudet:** yksi kapseli ylittää 500 mg:n, mikä on enemmän kuin tavallinen tavoite vaatii. Painotus on EPA:ssa: DHA:ta on puolet EPA:n määrästä.',
      },
      {
        title: 'Solgar Triple Strength Omega-3 950 mg',
        type: 'text-with-image',
        productIds: ['solgar-triple-strength-omega-3'],
        content:
          'Solgar Triple Strength Omega-3 950 mg on väkevä kalaöljykapseli. Yhdessä kapselissa on 504 mg EPA:ta ja 378 mg DHA:ta eli yhteensä 882 mg. Purkissa on 50 kapselia, ja Yliopiston Apteekissa hinta on 32,90 €. Yhden kapselin päiväannos maksaa noin 0,66 € (32,90 € / 50).\n\n' +
          '**Paras valinta, jos** haluat ottaa vain yhden kapselin päivässä ja ostaa valmisteen apteekista.\n\n' +
          '**Vahvuudet:** paljon EPA:ta ja DHA:ta yhdessä kapselissa ja saatavuus apteekista.\n\n' +
          '**Heikkoudet:** päivähinta on yli kaksinkertainen NOW Foodsin kapseliin verrattuna, ja 50 kapselia riittää alle kahdeksi kuukaudeksi. Väkevä kapseli on yleensä kookas, joten tarkista koko, jos nieleminen on hankalaa.',
      },
      {
        title: 'Nordic Naturals Ultimate Omega',
        type: 'text-with-image',
        productIds: ['nordic-naturals-ultimate-omega'],
        content:
          'Nordic Naturals Ultimate Omega on sitruunanmakuinen, triglyseridimuotoinen kalaöljykapseli. Kahdessa kapselissa on 650 mg EPA:ta ja 450 mg DHA:ta eli yhteensä 1 100 mg. Purkissa on 60 kapselia, ja Ruohonjuuressa hinta on 39,90 €. Valmistajan kahden kapselin annos maksaa noin 1,33 € päivässä (39,90 € / 30). Yksi kapseli (550 mg EPA:ta ja DHA:ta) maksaa noin 0,67 €.\n\n' +
          '**Paras valinta, jos** haluat vertailun suurimman EPA- ja DHA-määrän päiväannoksessa.\n\n' +
          '**Vahvuudet:** väkevä öljy, sitruunan maku ja toimituksen korkein arvosana.\n\n' +
          '**Heikkoudet:** valmistajan annoksella vertailun toiseksi kallein päivähinta, ja pakkaus riittää vain kuukaudeksi. Tavalliseen 250–500 mg:n tavoitteeseen riittäisi vähempi.',
      },
      {
        title: "Möller's Omega-3",
        type: 'text-with-image',
        productIds: ['mollers-omega-3'],
        content:
          "Möller's Omega-3 on nestemäinen kalaöljy norjalaiselta Möller'siltä, jonka kalaöljyperinne ulottuu vuoteen 1854. Päiväannos on 5 ml, ja siinä on yli 250 mg EPA:ta ja DHA:ta. Yliopiston Apteekissa hinta on 17,90 €, mikä on vertailun pienin pakkaushinta. Pullon koko ei ollut tiedossamme, joten laske päivähinta jakamalla hinta päiväannosten määrällä (pullon millilitrat jaettuna viidellä).\n\n" +
          '**Paras valinta, jos** kapseleiden nieleminen on hankalaa ja haluat annostella öljyä lusikalla.\n\n' +
          '**Vahvuudet:** ei nieltäviä kapseleita, annos on helppo mitata lusikalla, ja valmistetta saa apteekista.\n\n' +
          '**Heikkoudet:** avattu pullo säilytetään jääkaapissa ja käytetään valmistajan ilmoittamassa ajassa. Tarkista etiketistä, onko öljyyn lisätty vitamiineja, jos käytät myös muita vitamiinivalmisteita.',
      },
      {
        title: 'Nordic Naturals Algae Omega',
        type: 'text-with-image',
        productIds: ['nordic-naturals-algae-omega'],
        content:
          'Nordic Naturals Algae Omega on leväöljykapseli. Kahdessa kapselissa on 195 mg EPA:ta ja 390 mg DHA:ta eli yhteensä 585 mg. Purkissa on 60 kapselia, ja Ruohonjuuressa hinta on 44,90 €. Kahden kapselin päiväannos maksaa noin 1,50 € (44,90 € / 30). Yksi kapseli (noin 290 mg EPA:ta ja DHA:ta) maksaa noin 0,75 €.\n\n' +
          '**Paras valinta, jos** et syö kalaa tai noudatat kasvis- tai vegaaniruokavaliota.\n\n' +
          '**Vahvuudet:** kasviperäinen EPA:n ja DHA:n lähde, jossa on runsaasti DHA:ta. Jo yksi kapseli riittää tavalliseen 250–500 mg:n tavoitteeseen.\n\n' +
          '**Heikkoudet:** valmistajan annoksella vertailun kallein päivähinta, ja pakkaus riittää silloin kuukaudeksi. Jos noudatat vegaaniruokavaliota, tarkista kapselin kuoren ainesosat pakkauksesta.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'nordic-naturals-omega-3',
          'now-foods-ultra-omega-3',
          'solgar-triple-strength-omega-3',
          'nordic-naturals-ultimate-omega',
          'mollers-omega-3',
          'nordic-naturals-algae-omega',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**EPA ja DHA, ei kalaöljyn määrä.** Merkintä "1 000 mg kalaöljyä" kertoo öljyn painon, ei omega-3-rasvahappojen määrää. Katso ravintoainetaulukosta EPA:n ja DHA:n milligrammat ja laske ne yhteen sille annokselle, jota käytät.\n\n' +
          '**Kuinka paljon riittää.** Tavallisesti tavoitellaan 250–500 mg EPA:ta ja DHA:ta päivässä. Jos syöt rasvaista kalaa 2–3 kertaa viikossa, tarvitset valmistetta vähemmän tai et lainkaan. Väkevämmästä valmisteesta voi riittää yksi kapseli, vaikka valmistajan annos olisi kaksi.\n\n' +
          '**Kala- vai leväöljy.** Kalaöljy on yleensä edullisempaa. Leväöljy sopii kasvissyöjille ja vegaaneille, ja siinä on usein enemmän DHA:ta kuin EPA:ta.\n\n' +
          '**Tuoreus ja säilytys.** Omega-3-rasvahapot hapettuvat helposti. Säilytä purkki viileässä ja valolta suojattuna, ja nestemäinen öljy avaamisen jälkeen jääkaapissa. Voimakas härski haju tai maku on merkki hapettuneesta öljystä.\n\n' +
          '**Lääkitys ja muut vitamiinit.** Jos käytät verenohennuslääkettä, olet raskaana tai sinulla on pitkäaikaissairaus, kysy ennen aloittamista lääkäriltä tai apteekista. Kalanmaksaöljyssä ja osassa kalaöljyistä on A- tai D-vitamiinia, joten laske ne yhteen muiden valmisteiden kanssa. D-vitamiinista kerromme lisää [D-vitamiinivertailussa](/paras-dvitamiini).\n\n' +
          '**Hinta päivää kohden.** Jaa pakkauksen hinta päiväannosten määrällä. Pakkaushinnaltaan edullinen purkki voi tulla kalliiksi, jos päiväannokseen tarvitaan useita kapseleita.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Nordic Naturals Omega-3 – yli 500 mg EPA:ta ja DHA:ta kahdesta kapselista, 120 kapselia ja noin 0,58 € päivässä.\n' +
      '- **Edullisin:** NOW Foods Ultra Omega-3 – 750 mg EPA:ta ja DHA:ta yhdestä kapselista noin 0,31 €:lla.\n' +
      '- **Yksi kapseli päivässä apteekista:** Solgar Triple Strength Omega-3 950 mg – 882 mg EPA:ta ja DHA:ta kapselissa.\n' +
      '- **Eniten EPA:ta ja DHA:ta:** Nordic Naturals Ultimate Omega – 1 100 mg kahdesta kapselista.\n' +
      "- **Nestemäinen:** Möller's Omega-3 – 5 ml:n päiväannoksessa yli 250 mg EPA:ta ja DHA:ta.\n" +
      '- **Kasvissyöjälle:** Nordic Naturals Algae Omega – leväöljyä, 585 mg EPA:ta ja DHA:ta kahdesta kapselista.\n\n' +
      'Omega-3-valmistetta valitessa tärkeintä on EPA:n ja DHA:n määrä päiväannoksessa. Tavallinen 250–500 mg päivässä täyttyy monella vertailun valmisteella yhdellä kapselilla, joten hinta päivää kohden on hyvä ratkaisuperuste.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – EPA ja DHA',
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'NIH Office of Dietary Supplements: Omega-3 Fatty Acids – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
