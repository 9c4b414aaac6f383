import type { ArticleBody } from '../schemas/article.ts';

/** Paras D-vitamiini 2025: neljä D3-valmistetta vertailussa, vahvuudet, muodot ja hinta päivää kohden. */
export const body = {
  id: 'dvitamiini',
  updateDate: '2025-08-01', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'D-vitamiini on Suomessa käytetyimpiä ravintolisiä, eikä syyttä: lokakuusta maaliskuuhun aurinko ei riitä D-vitamiinin muodostumiseen iholla, ja saanti jää silloin ruoan ja valmisteiden varaan. D-vitamiini edistää luuston normaalina pysymistä ja immuunijärjestelmän normaalia toimintaa.\n\n' +
      'Aikuisten saantisuositus on 10 µg päivässä ja yli 75-vuotiaiden 20 µg päivässä. Valmisteesta on eniten hyötyä, jos syöt harvoin kalaa etkä käytä D-vitaminoituja maitovalmisteita tai rasvalevitettä, jos olet yli 75-vuotias tai jos olet raskaana tai imetät. Suosituksista ja veren D-vitamiinipitoisuudesta kerromme tarkemmin artikkelissa [D-vitamiini](/d-vitamiini).\n\n' +
      'Vertailussa on neljä suomalaisista kaupoista saatavaa D3-valmistetta. Valitessa tärkeintä on vahvuus: valmisteita myydään 10 µg:sta 100 µg:aan, eikä suurempi annos ole parempi. Katso lisäksi olomuoto, muut ainesosat ja hinta päivää kohden.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Solgar Vitamin D3 25 µg (1000 IU)',
          'Minisun D-vitamiini 20 mikrog',
          'NOW Foods Vitamin D-3 & K-2',
          'Solgar Vitamin D3 100 µg (4000 IU)',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun D3-vitamiinivalmisteita eri vahvuuksina ja olomuotoina. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Vahvuus suhteessa suosituksiin:** sopiiko päiväannos saantisuositukseen, ja kenelle suurempi vahvuus on tarkoitettu.\n' +
          '- **Hinta päivää kohden:** laskimme hinnan yhden kapselin tai tabletin päiväannokselle silloin, kun pakkauskoko on tiedossamme.\n' +
          '- **Olomuoto ja käytettävyys:** tabletti, purutabletti, öljypohjainen pehmytkapseli tai kasvikapseli.\n' +
          '- **Muut ainesosat:** onko valmisteessa pelkkää D-vitamiinia vai esimerkiksi K-vitamiinia.\n' +
          '- **Saatavuus Suomessa:** kaikkia valmisteita myydään suomalaisissa apteekeissa tai verkkokaupoissa, kuten Yliopiston Apteekissa, Ruohonjuuressa ja Fitnesstukussa.\n\n' +
          'Emme ole teettäneet valmisteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Solgar Vitamin D3 25 µg (1000 IU)',
        type: 'text-with-image',
        productIds: ['solgar-vitamin-d3-25-mikrog'],
        content:
          'Solgar Vitamin D3 25 µg (1000 IU) on öljypohjainen pehmytkapseli, jossa on 25 µg D3-vitamiinia. Purkissa on 100 kapselia, ja Ruohonjuuressa hinta on 12,90 €. Yhden kapselin päiväannos maksaa siis noin 0,13 € (12,90 € / 100), mikä on vertailun edullisin päivähinta niistä valmisteista, joiden pakkauskoko on tiedossa.\n\n' +
          '**Paras valinta, jos** haluat edullisen ja yksinkertaisen D3-valmisteen, jossa ei ole muita vitamiineja.\n\n' +
          '**Vahvuudet:** edullinen päivähinta, pelkkää D3-vitamiinia ja pakkaus, joka riittää yli kolmeksi kuukaudeksi.\n\n' +
          '**Heikkoudet:** 25 µg on yli aikuisen 10 µg:n saantisuosituksen. Se on selvästi alle turvallisen saannin ylärajan, mutta jos aiot käyttää tätä vahvuutta ympäri vuoden, keskustele siitä lääkärin kanssa. Pehmytkapselit valmistetaan usein liivatteesta, joten tarkista ainesosat, jos vältät eläinperäisiä aineita.',
      },
      {
        title: 'Minisun D-vitamiini 20 mikrog',
        type: 'text-with-image',
        productIds: ['minisun-d-vitamiini-20-mikrog'],
        content:
          'Minisun D-vitamiini 20 mikrog on pieni purutabletti suomalaisesta Minisun-sarjasta. Yhdessä tabletissa on 20 µg D3-vitamiinia. Yliopiston Apteekissa hinta on 9,90 €. Pakkauksen tablettimäärä ei ollut tiedossamme, joten laske päivähinta jakamalla hinta pakkauksen tablettimäärällä.\n\n' +
          '**Paras valinta, jos** olet yli 75-vuotias tai et halua niellä tabletteja tai kapseleita. 20 µg vastaa yli 75-vuotiaiden saantisuositusta.\n\n' +
          '**Vahvuudet:** purutabletin voi pureskella, joten nielemisvaikeudet eivät haittaa. Valmistetta saa apteekista, ja pakkauksen hinta on vertailun pienin.\n\n' +
          '**Heikkoudet:** alle 75-vuotiaalle 20 µg on kaksinkertainen määrä saantisuositukseen nähden, joten pitkäaikaisesta käytöstä kannattaa keskustella lääkärin kanssa. Purutableteissa on yleensä makeutusaineita, joten katso ainesosaluettelo.',
      },
      {
        title: 'NOW Foods Vitamin D-3 & K-2',
        type: 'text-with-image',
        productIds: ['now-foods-vitamin-d3-k2'],
        content:
          'NOW Foods Vitamin D-3 & K-2 on yhdysvaltalaisen NOW Foodsin kasvikapseli, jossa on 25 µg D3-vitamiinia ja 45 µg K2-vitamiinia. Purkissa on 120 kapselia, ja Fitnesstukussa hinta on 16,90 €. Yhden kapselin päiväannos maksaa noin 0,14 € (16,90 € / 120).\n\n' +
          '**Paras valinta, jos** haluat D- ja K-vitamiinin samasta kapselista. K-vitamiini edistää luuston normaalina pysymistä.\n\n' +
          '**Vahvuudet:** vertailun suurin pakkaus, joka riittää noin neljäksi kuukaudeksi, ja edullinen päivähinta.\n\n' +
          '**Heikkoudet:** kaikki eivät tarvitse K-vitamiinia ravintolisänä. Jos käytät varfariinia, älä aloita K-vitamiinia sisältävää valmistetta keskustelematta lääkärin kanssa, koska K-vitamiini vaikuttaa lääkkeen tehoon. Kuten Solgarin 25 µg:n kapselissa, D-vitamiinia on enemmän kuin aikuisen 10 µg:n saantisuositus.',
      },
      {
        title: 'Solgar Vitamin D3 100 µg (4000 IU)',
        type: 'text-with-image',
        productIds: ['solgar-vitamin-d3-100-mikrog'],
        content:
          'Solgar Vitamin D3 100 µg (4000 IU) on pehmytkapseli, jossa on 100 µg D3-vitamiinia. Määrä on sama kuin aikuisten turvallisen saannin yläraja, joka koskee koko päivän saantia ruoasta ja valmisteista yhteensä. Ruohonjuuressa hinta on 19,90 €. Pakkauksen kapselimäärä ei ollut tiedossamme, joten tarkista se ennen kuin vertaat päivähintaa.\n\n' +
          '**Paras valinta, jos** lääkäri on suositellut sinulle suurta D-vitamiiniannosta ja kertonut, miten ja kuinka pitkään sitä käytetään.\n\n' +
          '**Vahvuudet:** suuri annos yhdessä kapselissa silloin, kun sille on lääkärin arvioima tarve.\n\n' +
          '**Heikkoudet:** ei sovi omatoimiseen päivittäiseen käyttöön. Kun mukaan lasketaan ruoan D-vitamiini, saanti ylittää helposti ylärajan. Käytä tätä vahvuutta vain lääkärin ohjeen mukaan.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'solgar-vitamin-d3-25-mikrog',
          'minisun-d-vitamiini-20-mikrog',
          'now-foods-vitamin-d3-k2',
          'solgar-vitamin-d3-100-mikrog',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Vahvuus ratkaisee.** Aikuisen saantisuositus on 10 µg päivässä ja yli 75-vuotiaan 20 µg päivässä. Osa aikuisista käyttää 20–50 µg päivässä, mutta tällaisesta annoksesta kannattaa keskustella lääkärin kanssa. Aikuisten turvallisen saannin yläraja on 100 µg päivässä kaikista lähteistä yhteensä. Vertailun valmisteet ovat 20–100 µg:n vahvuisia, joten jos haluat tarkalleen suosituksen mukaisen 10 µg:n annoksen, valitse sen vahvuinen valmiste.\n\n' +
          '**Mikrogrammat ja yksiköt.** Pakkauksissa annos ilmoitetaan mikrogrammoina (µg) ja usein myös kansainvälisinä yksikköinä (IU tai KY). 1 µg vastaa 40 yksikköä, joten 25 µg on 1 000 IU ja 100 µg on 4 000 IU.\n\n' +
          '**D3 vai D2?** Useimmissa valmisteissa on D3-vitamiinia eli kolekalsiferolia. D3 valmistetaan tavallisesti eläinperäisestä raaka-aineesta, mutta vegaaneille on tarjolla jäkälästä valmistettua D3-vitamiinia sekä D2-vitamiinia.\n\n' +
          '**Olomuoto.** Tabletti, purutabletti, öljypohjainen kapseli, tipat ja suihke ovat kaikki käyttökelpoisia. Tärkeintä on, että käytät valmistetta säännöllisesti. D-vitamiini on rasvaliukoinen, joten sen voi ottaa aterian yhteydessä.\n\n' +
          '**Laske kaikki lähteet yhteen.** D-vitamiinia on myös monivitamiineissa, kalsiumvalmisteissa ja osassa kalaöljyistä. Jos käytät useampaa valmistetta, tarkista, ettei yhteismäärä nouse huomaamatta suureksi. Lisää ravintolisien perusasioista löydät oppaasta [Vitamiinit ja kivennäisaineet](/vitamiinit-ja-kivennaisaineet).\n\n' +
          '**Hinta päivää kohden.** Jaa pakkauksen hinta päiväannosten määrällä. Niistä vertailun valmisteista, joiden pakkauskoko on tiedossa, päiväannos maksaa noin 0,13–0,14 €.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Tarvitsenko D-vitamiinia kesällä?**\nKesällä iho muodostaa D-vitamiinia auringonvalon vaikutuksesta. Siksi 18–74-vuotiaille suositellaan D-vitamiinilisää vain lokakuusta maaliskuuhun, ja silloinkin vain, jos ruokavaliossa ei ole päivittäin D-vitaminoituja maitovalmisteita ja rasvalevitettä sekä kalaa 2–3 kertaa viikossa. Yli 75-vuotiaille, raskaana oleville ja imettäville lisää suositellaan ympäri vuoden.\n\n' +
          '**Voiko D-vitamiinia saada liikaa?**\nVoi. Pitkään jatkuva liiallinen saanti voi nostaa veren kalsiumpitoisuutta haitallisesti. Siksi aikuisten turvallisen saannin yläraja on 100 µg päivässä.\n\n' +
          '**Pitääkö D-vitamiinipitoisuus mitata ennen aloittamista?**\nEi tarvitse, jos käytät suosituksen mukaista annosta. Mittaus on hyödyllinen silloin, kun lääkäri epäilee puutosta tai harkitsee suurempaa annosta. Tavoitteena mainitaan usein 75–120 nmol/l.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus ja edullisin päivähinta:** Solgar Vitamin D3 25 µg (1000 IU) – öljypohjainen kapseli, 100 kapselia ja noin 0,13 € päivässä.\n' +
      '- **Yli 75-vuotiaalle ja purutabletiksi:** Minisun D-vitamiini 20 mikrog – 20 µg vastaa yli 75-vuotiaiden saantisuositusta.\n' +
      '- **D- ja K-vitamiini yhdessä:** NOW Foods Vitamin D-3 & K-2 – 120 kasvikapselia ja noin 0,14 € päivässä.\n' +
      '- **Vain lääkärin ohjeesta:** Solgar Vitamin D3 100 µg (4000 IU) – annos on aikuisten turvallisen saannin ylärajan suuruinen.\n\n' +
      'D-vitamiinia valitessa tärkeintä on oikea vahvuus. Aikuisen saantisuositus on 10 µg ja yli 75-vuotiaan 20 µg päivässä, 20–50 µg:n annoksesta kannattaa keskustella lääkärin kanssa, ja 100 µg päivässä on aikuisten turvallisen saannin yläraja.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: D-vitamiini (ruokavirasto.fi)',
      'THL: D-vitamiini (thl.fi)',
      'EFSA: Scientific Opinion on the Tolerable Upper Intake Level of vitamin D',
      'EFSA: EU Register of nutrition and health claims – D- ja K-vitamiini',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
