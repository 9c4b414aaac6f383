import type { ArticleBody } from '../schemas/article.ts';

/** Best adaptogen 2025: three ashwagandha root extracts and one rhodiola compared by extract, dose and price per capsule. */
export const body = {
  id: 'adaptogeeni',
  updateDate: '2025-03-04',
  content: {
    introduction:
      'Adaptogeeneiksi kutsutaan kasveja ja sieniä, joiden on ajateltu auttavan elimistöä sopeutumaan kuormitukseen. Suomessa niitä myydään ravintolisinä, tavallisesti kapseleina. Tunnetuimmat ovat ashwagandha ja ruusujuuri, ja reishiä myydään lähinnä sienijauheina ja -sekoituksina.\n\n' +
      'Adaptogeeni ei ole EU:n lainsäädännössä tunnustettu tuoteryhmä, eikä ashwagandhalle, ruusujuurelle tai reishille ole hyväksyttyjä terveysväitteitä. Tutkimukset ovat olleet pieniä ja lyhyitä, joten mitään vaikutusta ei voi luvata. Siksi tämä vertailu keskittyy siihen, minkä voi tarkistaa: mitä kapselissa on, kuinka paljon ja mitä yksi kapseli maksaa.\n\n' +
      'Vertailussa on neljä Suomessa myytävää valmistetta: kolme ashwagandhaa ja yksi ruusujuuri. Ashwagandhan tavallinen annos on 300–600 mg juuriuutetta päivässä. Ashwagandhaa ei pidä käyttää raskauden aikana, ja jos sinulla on kilpirauhasen sairaus tai säännöllinen lääkitys, keskustele lääkärin kanssa ennen kuin aloitat.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'NOW Foods Ashwagandha 450 mg',
          'Puhdistamo EARTH Ashwagandha',
          'Solgar Ashwagandha Root Extract',
          'NOW Foods Rhodiola 500 mg',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun yhden ainesosan valmisteita, joita myydään suomalaisissa verkkokaupoissa. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Kasvinosa ja uute:** kerrotaanko pakkauksessa, että kyse on juuriuutteesta, ja onko uute vakioitu.\n' +
          '- **Annos:** paljonko uutetta yhdessä kapselissa on ja sopiiko se ashwagandhan tavalliseen 300–600 mg:n päiväannokseen.\n' +
          '- **Hinta kapselia kohden:** jaoimme pakkauksen hinnan kapselimäärällä, kun molemmat ovat tiedossa.\n' +
          '- **Koostumus:** yksi ainesosa ilman turhia lisäaineita; luomu on plussaa.\n' +
          '- **Saatavuus Suomessa:** tuotteita myyvät Fitnesstukku, Ruohonjuuri ja Puhdistamo.\n' +
          '- **Valmistajan tiedot:** selkeät pakkausmerkinnät, joista käyvät ilmi kasvinosa, uutteen määrä ja annos.\n\n' +
          'Emme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa, eivätkä ne kerro valmisteiden vaikutuksista.',
      },
      {
        title: 'NOW Foods Ashwagandha 450 mg',
        type: 'text-with-image',
        productIds: ['now-foods-ashwagandha-450-mg'],
        content:
          'NOW Foods Ashwagandha 450 mg on yhdysvaltalaisen NOW Foodsin kasvikapseli, jossa on 450 mg standardoitua ashwagandhan juuriuutetta. Yhden kapselin määrä osuu tavalliseen 300–600 mg:n päiväannokseen, mutta tarkista valmistajan annosohje pakkauksesta. Purkissa on 90 kapselia, ja Fitnesstukussa hinta on 19,90 €. Yksi kapseli maksaa noin 0,22 € (19,90 € / 90 kapselia), mikä on vertailun edullisin kapselihinta.\n\n' +
          '**Paras valinta, jos** haluat selkeästi annostellun juuriuutteen edulliseen hintaan.\n\n' +
          '**Vahvuudet:** uutteen määrä on ilmoitettu kapselikohtaisesti, uute on standardoitu ja kapselihinta on vertailun pienin.\n\n' +
          '**Heikkoudet:** 90 kapselia on iso purkki, jos haluat vasta kokeilla, eikä pitkäaikaisen käytön turvallisuudesta ole juuri tietoa. Withanolidipitoisuus kannattaa tarkistaa pakkauksesta.',
      },
      {
        title: 'Puhdistamo EARTH Ashwagandha',
        type: 'text-with-image',
        productIds: ['puhdistamo-earth-ashwagandha'],
        content:
          'Puhdistamo EARTH Ashwagandha on suomalaisen Puhdistamon kapselivalmiste, jossa on valmistajan mukaan täyden spektrin ashwagandhan juuriuutetta. Tuote on luomua, eikä siinä ole lisä- eikä täyteaineita. Hinta Puhdistamon verkkokaupassa on 24,90 €. Kapselimäärä ja uutteen määrä kapselissa eivät olleet tiedossamme, joten kapselihintaa emme laskeneet; tarkista ne pakkauksesta ennen kuin vertaat hintaa muihin.\n\n' +
          '**Paras valinta, jos** arvostat luomua, lisäaineetonta koostumusta ja kotimaista merkkiä.\n\n' +
          '**Vahvuudet:** luomutuote, ei lisä- eikä täyteaineita ja suomenkieliset tuotetiedot. Toimituksen arvosana on vertailun korkein, 4,4/5.\n\n' +
          '**Heikkoudet:** hintaa annosta kohden ei voi verrata muihin ennen kuin tarkistat kapselimäärän ja annoksen. Tuotetta myy vain Puhdistamon oma verkkokauppa.',
      },
      {
        title: 'Solgar Ashwagandha Root Extract',
        type: 'text-with-image',
        productIds: ['solgar-ashwagandha-root-extract'],
        content:
          'Solgar Ashwagandha Root Extract on yhdysvaltalaisen Solgarin kasvikapseli, jossa on standardoitua ashwagandhan juuriuutetta. Purkissa on 60 kapselia, ja Ruohonjuuressa hinta on 24,90 €, joten yksi kapseli maksaa noin 0,42 € (24,90 € / 60 kapselia). Jos otat yhden kapselin päivässä, purkki riittää kahdeksi kuukaudeksi. Uutteen määrä kapselissa ja valmistajan suosittelema päiväannos kannattaa tarkistaa pakkauksesta, ennen kuin vertaat päiväkustannusta muihin.\n\n' +
          '**Paras valinta, jos** ostat muutenkin Ruohonjuuresta ja haluat tunnetun valmistajan standardoidun juuriuutteen.\n\n' +
          '**Vahvuudet:** standardoitu juuriuute, kasvikapseli ja tunnettu valmistaja. Tuotetta saa Ruohonjuuren verkkokaupasta.\n\n' +
          '**Heikkoudet:** kapselihinta on lähes kaksinkertainen NOW Foodsin ashwagandhaan verrattuna, ja purkki on pienempi.',
      },
      {
        title: 'NOW Foods Rhodiola 500 mg',
        type: 'text-with-image',
        productIds: ['now-foods-rhodiola-500-mg'],
        content:
          'NOW Foods Rhodiola 500 mg on kasvikapseli, jossa on 500 mg ruusujuuren (Rhodiola rosea) uutetta. Se on vertailun ainoa ruusujuurivalmiste. Purkissa on 60 kapselia, ja Fitnesstukussa hinta on 21,90 €, joten yksi kapseli maksaa noin 0,37 € (21,90 € / 60 kapselia).\n\n' +
          '**Paras valinta, jos** haluat kokeilla ashwagandhan sijaan ruusujuurta.\n\n' +
          '**Vahvuudet:** uutteen määrä on ilmoitettu kapselikohtaisesti, valmisteessa on vain yksi kasvi ja kapselihinta on maltillinen.\n\n' +
          '**Heikkoudet:** ruusujuurelle ei ole vakiintunutta annosta, joten noudata pakkauksen ohjetta. Ruusujuuren turvallisuudesta raskauden ja imetyksen aikana sekä sen yhteisvaikutuksista lääkkeiden kanssa tiedetään vähän.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'now-foods-ashwagandha-450-mg',
          'puhdistamo-earth-ashwagandha',
          'solgar-ashwagandha-root-extract',
          'now-foods-rhodiola-500-mg',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Kasvinosa.** Ashwagandhavalmisteet tehdään tavallisesti juuresta, mutta osassa on käytetty myös lehtiä, joiden koostumus on erilainen. Hyvässä pakkausmerkinnässä kasvinosa kerrotaan selvästi.\n\n' +
          '**Uute ja vakiointi.** Vakioidun uutteen pakkauksessa ilmoitetaan jonkin yhdisteryhmän pitoisuus: ashwagandhalla yleensä withanolidien ja ruusujuurella rosaviinien ja salidrosidin. Vakiointi kertoo erien tasalaatuisuudesta, ei siitä, että valmisteella olisi jokin vaikutus.\n\n' +
          '**Annos.** Ashwagandhan tavallinen annos on 300–600 mg juuriuutetta päivässä. Jauhetun juuren ja uutteen milligrammat eivät ole keskenään vertailukelpoisia. Älä ylitä pakkauksessa ilmoitettua päiväannosta.\n\n' +
          '**Hinta päivää kohden.** Jaa purkin hinta kapselimäärällä ja kerro tulos päivittäisellä kapselimäärällä. Esimerkiksi 24,90 €:n ja 60 kapselin purkissa kapseli maksaa noin 0,42 €. Jos päiväannos on kaksi kapselia, päivä maksaa noin 0,83 €.\n\n' +
          '**Yksi ainesosa kerrallaan.** Monen kasvin sekoituksista on vaikea tietää, mikä ainesosa aiheuttaa mahdolliset oireet. Aloita yhdellä valmisteella.\n\n' +
          '**Ostopaikka.** Ulkomaisista verkkokaupoista tilattujen tuotteiden koostumus ja laatu voivat vaihdella, eivätkä niiden merkinnät aina noudata EU:n sääntöjä. Suomalaisesta kaupasta ostetun tuotteen pakkausmerkinnät ovat suomeksi.\n\n' +
          '**Turvallisuus.** Ashwagandhaa ei pidä käyttää raskauden aikana. Kilpirauhasen sairaus, säännöllinen lääkitys ja maksasairaus ovat syitä keskustella lääkärin kanssa ennen käyttöä, ja ashwagandhan käyttöön on yhdistetty yksittäisiä maksavaurioita. Lisää aiheesta kerromme [adaptogeeneja käsittelevässä artikkelissa](/adaptogeenit) ja [ashwagandha-artikkelissa](/articles/lisaravinteet/ashwagandha).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Kuinka kauan ashwagandhaa voi käyttää?**\nTutkimuksissa käyttöjaksot ovat olleet tavallisesti muutamasta viikosta noin kolmeen kuukauteen, ja pidemmän käytön turvallisuudesta tiedetään vähän. Pidä taukoja ja arvioi rehellisesti, onko valmisteesta sinulle hyötyä.\n\n' +
          '**Voiko ashwagandhaa ja ruusujuurta käyttää yhtä aikaa?**\nYhdistelmästä on hyvin vähän tutkimustietoa. Jos kokeilet, aloita yhdellä valmisteella kerrallaan, jotta tiedät, mistä mahdolliset oireet johtuvat.\n\n' +
          '**Miksi vertailussa ei ole reishiä?**\nReishiä myydään Suomessa lähinnä sienijauheina ja -sekoituksina. Sellaisia on mukana [superfood-vertailussamme](/paras-superfood).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus ja edullisin:** NOW Foods Ashwagandha 450 mg – 450 mg standardoitua juuriuutetta kapselissa, noin 0,22 € kapselilta Fitnesstukussa.\n' +
      '- **Luomuvalinta:** Puhdistamo EARTH Ashwagandha – luomua, ei lisä- eikä täyteaineita, 24,90 € Puhdistamon verkkokaupassa.\n' +
      '- **Ruohonjuuresta:** Solgar Ashwagandha Root Extract – standardoitu juuriuute, noin 0,42 € kapselilta.\n' +
      '- **Ruusujuuri:** NOW Foods Rhodiola 500 mg – 500 mg ruusujuuriuutetta kapselissa, noin 0,37 € kapselilta.\n\n' +
      'Adaptogeeneille ei ole EU:ssa hyväksyttyjä terveysväitteitä, joten valitse valmiste sen perusteella, minkä voit tarkistaa: kasvinosa, uutteen määrä, vakiointi ja hinta annosta kohden. Ashwagandhan tavallinen annos on 300–600 mg juuriuutetta päivässä. Raskauden aikana ashwagandhaa ei pidä käyttää, ja lääkkeitä käyttävän kannattaa kysyä ensin lääkäriltä.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'NIH Office of Dietary Supplements: Ashwagandha – Fact Sheet for Health Professionals',
      'EFSA: EU Register of nutrition and health claims',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
