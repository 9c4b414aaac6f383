import type { ArticleBody } from '../schemas/article.ts';

/** Best blood pressure monitor 2025: five upper-arm monitors compared, with cuff size and the home measuring routine of the Finnish Current Care guideline. */
export const body = {
  id: 'verenpainemittarit',
  updateDate: '2025-01-11',
  content: {
    introduction:
      'Kohonnut verenpaine ei yleensä tunnu miltään, joten oma verenpainetaso selviää vain mittaamalla. Kotona mitattu verenpaine kuvaa usein todellista tasoa paremmin kuin yksittäinen mittaus vastaanotolla, jossa jännitys voi nostaa lukemia. Siksi kotimittauksilla on keskeinen asema Kohonneen verenpaineen Käypä hoito -suosituksessa, ja kotona mitatussa verenpaineessa kohonneen paineen rajana pidetään 135/85 mmHg.\n\n' +
      'Kotimittari on hyödyllinen sinulle, jonka verenpainetta halutaan selvittää, jolla on verenpainelääkitys tai jonka suvussa on kohonnutta verenpainetta. Suositus on selvä: kotona mitataan automaattisella olkavarsimittarilla, joka on hyväksytty puolueettomassa kliinisessä testissä eli validoitu, ja mansetin on oltava oman olkavarren kokoinen.\n\n' +
      'Vertailussa on viisi olkavarsimittaria, joita myydään suomalaisissa apteekeissa ja verkkokaupoissa. Muista, että mittari ei tee diagnoosia: lukemien tulkinta ja hoidon tarve arvioidaan aina terveydenhuollossa.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Omron M7 Intelli IT',
          'Omron M3 Comfort',
          'Microlife BP B3 AFIB',
          'Withings BPM Connect',
          'Beurer BM 54',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun vain olkavarsimittareita, koska niitä suositellaan kotimittaukseen. Arvioimme mittarit näillä perusteilla:\n\n' +
          '- **Validointi:** onko mittarin tarkkuus testattu kansainvälisen validointiprotokollan mukaisessa kliinisessä tutkimuksessa.\n' +
          '- **Mansetti:** mille olkavarren ympärysmitalle mansetti sopii ja onko se helppo asettaa oikein.\n' +
          '- **Muisti ja käyttäjät:** tallentuvatko tulokset ja voiko mittaria käyttää kaksi ihmistä.\n' +
          '- **Sovellus:** siirtyvätkö tulokset puhelimeen, mikä helpottaa mittaussarjan kirjaamista.\n' +
          '- **Lisätoiminnot:** esimerkiksi keskiarvomittaus tai ilmoitus epäsäännöllisestä sykkeestä, sellaisina kuin valmistaja ne kuvaa.\n' +
          '- **Hinta ja saatavuus Suomessa:** mittareita myyvät apteekit ja kodinelektroniikan verkkokaupat.\n\n' +
          'Emme ole testanneet mittareiden tarkkuutta itse. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Mittari on kertaostos, joten hintaa annosta kohden ei tässä lasketa. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Omron M7 Intelli IT',
        type: 'text-with-image',
        productIds: ['omron-m7-intelli-it'],
        content:
          'Omron M7 Intelli IT on olkavarsimittari, jossa on Bluetooth-yhteys. Tulokset siirtyvät OMRON connect -sovellukseen, joten mittaussarjan kirjaaminen käsin jää pois. Intelli Wrap -mansetti sopii olkavarsille, joiden ympärysmitta on 22–42 cm, ja valmistajan mukaan se on helppo asettaa oikein. Muistissa on tilaa kahdelle käyttäjälle, ja mittari on kliinisesti validoitu.\n\n' +
          '**Paras valinta, jos** haluat validoidun mittarin, jonka tulokset tallentuvat puhelimeen ja jotka voit näyttää vastaanotolla.\n\n' +
          '**Vahvuudet:** laaja mansetti, tunnettu valmistaja, sovellus ja kahden käyttäjän muisti.\n\n' +
          '**Heikkoudet:** vertailun kallein. Sovellus on hyödyllinen vain, jos käytät älypuhelinta.\n\n' +
          '**Hinta:** Verkkokauppa.comissa 119,90 €.',
      },
      {
        title: 'Omron M3 Comfort',
        type: 'text-with-image',
        productIds: ['omron-m3-comfort'],
        content:
          'Omron M3 Comfort on yksinkertainen olkavarsimittari ilman sovellusta. Siinä on sama Intelli Wrap -mansetti kuin M7 Intelli IT:ssä, joten se sopii 22–42 cm:n olkavarsille. Muistissa on tilaa kahdelle käyttäjälle, ja mittari ilmoittaa, jos se havaitsee mittauksen aikana epäsäännöllistä sykettä. Mittari on kliinisesti validoitu.\n\n' +
          '**Paras valinta, jos** haluat helppokäyttöisen ja luotettavan perusmittarin etkä tarvitse puhelinsovellusta.\n\n' +
          '**Vahvuudet:** laaja mansetti, selkeä käyttö ja saatavuus apteekista.\n\n' +
          '**Heikkoudet:** tulokset pitää kirjata ylös itse tai katsoa mittarin muistista.\n\n' +
          '**Hinta:** Yliopiston Apteekissa 79,90 €.',
      },
      {
        title: 'Microlife BP B3 AFIB',
        type: 'text-with-image',
        productIds: ['microlife-bp-b3-afib'],
        content:
          'Microlife BP B3 AFIB on olkavarsimittari, jonka keskiarvotila (MAM) mittaa verenpaineen kolme kertaa peräkkäin ja laskee tuloksista keskiarvon. Valmistajan mukaan AFIB-toiminto ilmoittaa, jos mittauksen aikana havaitaan eteisvärinään viittaavaa epäsäännöllistä rytmiä. Ilmoitus ei ole diagnoosi, vaan syy keskustella lääkärin kanssa. Eteisvärinä todetaan sydänfilmillä eli EKG:llä. Mittarin tarkkuus on testattu kansainvälisen validointistandardin mukaisessa tutkimuksessa.\n\n' +
          '**Paras valinta, jos** haluat, että mittari tekee useamman mittauksen ja laskee keskiarvon puolestasi.\n\n' +
          '**Vahvuudet:** keskiarvomittaus, AFIB-toiminto ja edullinen hinta apteekista.\n\n' +
          '**Heikkoudet:** ei sovellusta. Mansetin koko ei ole tiedossamme, joten tarkista se pakkauksesta.\n\n' +
          '**Hinta:** Yliopiston Apteekissa 69,90 €.',
      },
      {
        title: 'Withings BPM Connect',
        type: 'text-with-image',
        productIds: ['withings-bpm-connect'],
        content:
          'Withings BPM Connect on kompakti olkavarsimittari, jossa mittausyksikkö on kiinni mansetissa. Tulokset näkyvät mittarin omassa näytössä ja siirtyvät wifi- tai Bluetooth-yhteydellä Withings-sovellukseen. Paristojen sijaan siinä on ladattava akku, jolla pärjää kuukausia, ja mittaria voi käyttää useampi ihminen. Mittari on läpäissyt kansainvälisen validointistandardin mukaisen tarkkuustutkimuksen.\n\n' +
          '**Paras valinta, jos** haluat pienikokoisen mittarin, joka siirtää tulokset automaattisesti puhelimeen.\n\n' +
          '**Vahvuudet:** kompakti koko, automaattinen tiedonsiirto ja ladattava akku.\n\n' +
          '**Heikkoudet:** käyttöönotto vaatii sovelluksen ja käyttäjätilin, ja tiedot tallentuvat valmistajan pilvipalveluun. Tarkista mansetin kokoalue ennen ostoa.\n\n' +
          '**Hinta:** Verkkokauppa.comissa 99,95 €.',
      },
      {
        title: 'Beurer BM 54',
        type: 'text-with-image',
        productIds: ['beurer-bm-54'],
        content:
          'Beurer BM 54 on olkavarsimittari, jossa on Bluetooth-yhteys. Tulokset siirtyvät Beurer HealthManager Pro -sovellukseen, ja muistissa on tilaa kahdelle käyttäjälle. Valmistajan mukaan mittari tunnistaa mittauksen yhteydessä mahdollisia rytmihäiriöitä. Kuten muidenkin mittareiden kohdalla, ilmoitus on syy keskustella lääkärin kanssa eikä diagnoosi.\n\n' +
          '**Paras valinta, jos** haluat sovellukseen yhdistyvän mittarin mahdollisimman edullisesti.\n\n' +
          '**Vahvuudet:** vertailun edullisin hinta, sovellus ja kahden käyttäjän muisti.\n\n' +
          '**Heikkoudet:** emme löytäneet varmaa tietoa mittarin validoinnista, joten tarkista se ennen ostoa. Tarkista myös mansetin koko pakkauksesta.\n\n' +
          '**Hinta:** Verkkokauppa.comissa 59,90 €.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'omron-m7-intelli-it',
          'omron-m3-comfort',
          'microlife-bp-b3-afib',
          'withings-bpm-connect',
          'beurer-bm-54',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Olkavarsi ennen rannetta.** Kotimittaus tehdään ensisijaisesti olkavarresta. Rannemittaria suositellaan vain, jos omaan olkavarteen ei löydy sopivan kokoista mansettia.\n\n' +
          '**Validoitu mittari.** Valitse mittari, jonka tarkkuus on testattu puolueettomassa kliinisessä tutkimuksessa. Validoituja mittareita kokoaa esimerkiksi kansainvälinen STRIDE BP -luettelo. Kaupan tuotekuvauksen sana "kliinisesti testattu" ei yksin riitä, joten tarkista mallinimi tarkasti.\n\n' +
          '**Oikean kokoinen mansetti.** Mittaa olkavarren ympärysmitta mittanauhalla olkapään ja kyynärpään puolivälistä ja vertaa sitä mansetin kokoalueeseen. Liian pieni mansetti antaa todellista korkeampia ja liian suuri todellista matalampia lukemia. Jos olkavartesi on hyvin ohut tai paksu, kysy erikokoista mansettia.\n\n' +
          '**Muisti ja sovellus.** Mittaussarjassa kertyy kymmeniä lukemia, joten muisti tai sovellus helpottaa kirjaamista. Paperinen seurantalomake toimii yhtä hyvin.\n\n' +
          '**Rytmihäiriöilmoitukset.** Osa mittareista ilmoittaa epäsäännöllisestä sykkeestä tai eteisvärinään viittaavasta rytmistä. Toiminto voi antaa aiheen hakeutua tutkimuksiin, mutta se ei korvaa EKG:tä eikä lääkärin arviota.\n\n' +
          '**Näin mittaat oikein**\n\n' +
          '- Vältä kahvia, tupakointia ja rasitusta noin puoli tuntia ennen mittausta.\n' +
          '- Istu selkänojalliselle tuolille, jalat lattialla ja ristimättä, ja lepää noin viisi minuuttia.\n' +
          '- Aseta mansetti paljaalle olkavarrelle ja tue käsivarsi pöytään niin, että mansetti on sydämen korkeudella.\n' +
          '- Älä puhu äläkä liiku mittauksen aikana.\n' +
          '- Mittaa kahdesti 1–2 minuutin välein ja kirjaa molemmat tulokset.\n' +
          '- Kun verenpainetasoa selvitetään, mittaa näin aamulla ennen mahdollisia lääkkeitä ja illalla useana peräkkäisenä päivänä, tavallisesti 4–7 päivän ajan. Noudata aina hoitopaikkasi ohjetta.\n\n' +
          'Vie lukemat vastaanotolle. Lääkäri tai hoitaja arvioi niiden perusteella, onko verenpaine koholla ja tarvitaanko hoitoa. Älä muuta lääkitystäsi kotimittausten perusteella itse.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Miksi kaksi peräkkäistä mittausta antaa eri lukemat?**\nVerenpaine vaihtelee jatkuvasti hengityksen, asennon ja mielentilan mukaan. Siksi mitataan useita kertoja ja tulkitaan keskiarvoa eikä yksittäistä lukemaa.\n\n' +
          '**Mitä teen, jos mittari ilmoittaa epäsäännöllisestä sykkeestä?**\nToista mittaus rauhassa. Jos ilmoitus toistuu, kerro siitä lääkärille. Jos sinulla on samalla rintakipua, hengenahdistusta tai voimakasta huimausta, hakeudu heti päivystykseen.\n\n' +
          '**Miten tiedän, että mittari näyttää oikein?**\nVertaa mittarisi lukemaa terveydenhuollossa tehtyyn mittaukseen esimerkiksi seuraavalla käynnillä ja noudata valmistajan ohjetta mittarin tarkistuksesta.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Omron M7 Intelli IT – validoitu mittari, laaja 22–42 cm:n mansetti ja tulokset puhelimeen.\n' +
      '- **Paras perusmittari:** Omron M3 Comfort – sama laaja mansetti ilman sovellusta, apteekista 79,90 €.\n' +
      '- **Keskiarvomittaus:** Microlife BP B3 AFIB – kolme mittausta ja keskiarvo yhdellä painalluksella sekä AFIB-toiminto.\n' +
      '- **Kompaktein:** Withings BPM Connect – pieni mittari, ladattava akku ja automaattinen tiedonsiirto.\n' +
      '- **Edullisin:** Beurer BM 54 – sovellukseen yhdistyvä mittari 59,90 €:lla, mutta tarkista validointi.\n\n' +
      'Tärkeintä on, että mittari on validoitu olkavarsimittari, mansetti sopii olkavarteesi ja mittaat oikealla tavalla: levänneenä, istuen ja kahdesti peräkkäin aamuin illoin. Mittari ei tee diagnoosia, vaan lukemat tulkitaan terveydenhuollossa.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Kohonnut verenpaine (Suomalainen Lääkäriseura Duodecim ja Suomen Verenpaineyhdistys ry)',
      'Terveyskirjasto Duodecim: verenpaineen kotimittausta käsittelevät artikkelit (terveyskirjasto.fi)',
      'Fimea: lääkinnällisiä laitteita koskeva tieto (fimea.fi)',
    ],
  },
} satisfies ArticleBody;
