import type { ArticleBody } from '../schemas/article.ts';

/** Ashwagandha: mitä se on, tavallinen annos 300–600 mg päivässä, tutkimusnäytön rajat, turvallisuus ja kenen kannattaa välttää sitä. */
export const body = {
  id: 'ashwagandha',
  updateDate: '2025-05-26', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Ashwagandha on ayurvedisesta perinteestä tuttu kasvi, jonka juuresta valmistettuja uutteita myydään Suomessa ravintolisinä. Sitä markkinoidaan usein adaptogeenina, ja sen suosio on kasvanut viime vuosina nopeasti.\n\n' +
      'Suosio on kuitenkin kasvanut nopeammin kuin tieto. Tutkimusnäyttö on vielä vähäistä, eikä ashwagandhalle ole EU:ssa hyväksyttyä terveysväitettä. Tässä artikkelissa kerromme, mitä ashwagandha on, miten valmisteita tavallisesti käytetään, mitä turvallisuudesta tiedetään ja kenen kannattaa jättää se väliin.',
    sections: [
      {
        title: 'Mitä ashwagandha on',
        type: 'text',
        content:
          'Ashwagandha (Withania somnifera) on koisokasveihin kuuluva pensas, jota kasvaa luonnonvaraisena muun muassa Intiassa, Lähi-idässä ja Afrikassa. Intialaisessa ayurveda-perinteessä sen juurta on käytetty vuosisatoja. Englanninkielisissä lähteissä kasvia kutsutaan myös nimellä Indian ginseng, vaikka se ei ole sukua ginsengille.\n\n' +
          'Kasvin tunnetuimpia yhdisteitä ovat withanolidit, ja niiden pitoisuutta käytetään usein uutteen vahvuuden mittana. Ravintolisät valmistetaan tavallisesti juuresta, mutta osassa valmisteista on käytetty myös lehtiä. Kasvinosalla on merkitystä, sillä juuren ja lehden koostumus eroaa.\n\n' +
          'Ashwagandha luetaan usein adaptogeeneihin. Adaptogeeni ei ole viranomaisten käyttämä käsite, vaan markkinoinnissa käytetty nimitys kasveille, joiden on ajateltu auttavan elimistöä sopeutumaan kuormitukseen. Lisää aiheesta kerromme [adaptogeeneja](/adaptogeenit) käsittelevässä artikkelissa.',
      },
      {
        title: 'Valmisteet ja tavallinen annos',
        type: 'text',
        content:
          'Ashwagandhaa myydään kapseleina, tabletteina ja jauheena. Kapseleissa on yleensä juuriuutetta, jonka withanolidipitoisuus on vakioitu tiettyyn prosenttiin. Tunnetuimpia tuotemerkittyjä uutteita ovat KSM-66 ja Sensoril, ja käytetty uute mainitaan yleensä pakkauksessa.\n\n' +
          'Valmisteiden pakkauksissa ilmoitettu päiväannos on tavallisesti 300–600 mg päivässä juuriuutetta. Jauhetta käytetään grammamäärinä, mutta jauhetun juuren ja tiivistetyn uutteen milligrammat eivät ole keskenään vertailukelpoisia. Noudata aina valitsemasi valmisteen pakkauksessa ilmoitettua annosta, äläkä ylitä sitä.\n\n' +
          'Tutkimuksissa käyttöjaksot ovat olleet yleensä muutamasta viikosta noin kolmeen kuukauteen. Pidemmän käytön turvallisuudesta on vähän tietoa, joten käyttöä ei kannata jatkaa kuukaudesta toiseen ilman taukoa.',
      },
      {
        title: 'Mitä tutkimuksista tiedetään',
        type: 'text',
        content:
          'Ashwagandhaa on tutkittu ihmisillä lähinnä pienissä ja lyhyissä tutkimuksissa. Niissä on selvitetty esimerkiksi koettua stressiä, unta ja liikuntasuoritusta. Tutkimuksissa on käytetty eri uutteita ja annoksia, ja osa niistä on uutteiden valmistajien rahoittamia, joten tuloksia on vaikea yleistää kaikkiin kaupan valmisteisiin.\n\n' +
          'Yhdysvaltain kansallisten terveysinstituuttien (NIH) ravintolisätoimisto toteaa ashwagandhaa käsittelevässä katsauksessaan, että näyttö on rajallista ja pitkäaikaisen käytön turvallisuudesta tiedetään vähän. Tutkimusnäyttö on siis vielä vähäistä, eikä ashwagandhan vaikutuksista voi luvata mitään.\n\n' +
          'EU:ssa kasveja koskevien terveysväitteiden arviointi on ollut pitkään kesken, eikä ashwagandhalle ole hyväksyttyä terveysväitettä. Markkinoinnissa näkyviin lupauksiin kannattaa siksi suhtautua varauksella.',
      },
      {
        title: 'Turvallisuus ja viranomaisten linjaukset',
        type: 'text',
        content:
          'Lyhytaikainen käyttö on tutkimuksissa yleensä siedetty hyvin, mutta haittavaikutuksia on kuvattu. Tavallisimpia ovat vatsavaivat, ripuli, pahoinvointi ja uneliaisuus. Lisäksi on raportoitu yksittäisiä maksavaurioita, jotka on yhdistetty ashwagandhavalmisteiden käyttöön. Ashwagandha voi myös vaikuttaa kilpirauhashormonien pitoisuuksiin.\n\n' +
          'Osa eurooppalaisista viranomaisista on suhtautunut ashwagandhaan varauksellisesti. Esimerkiksi Tanskassa viranomaisille laaditussa riskinarviossa katsottiin, ettei ravintolisien ashwagandhalle voitu määrittää turvallista annosta, ja Tanskan elintarvikevirasto on sen perusteella pyrkinyt rajoittamaan kasvin käyttöä ravintolisissä. Linjaukset vaihtelevat maittain, ja tilanne voi muuttua.\n\n' +
          'Suomessa ravintolisiä ei hyväksytä ennen myyntiä. Ruokaviraston mukaan ravintolisän turvallisuudesta vastaa sen valmistaja, maahantuoja tai myyjä, ja viranomaiset valvovat markkinoita jälkikäteen. Erityisesti ulkomaisista verkkokaupoista tilattujen tuotteiden laatu ja koostumus voivat vaihdella.',
      },
      {
        title: 'Kenen kannattaa välttää ashwagandhaa',
        type: 'bullets',
        content: [
          '**Raskaana olevat.** Ashwagandhaa ei pidetä turvallisena raskauden aikana, joten sitä ei pidä käyttää raskaana ollessa eikä raskautta suunnitellessa.',
          '**Imettävät.** Käytön turvallisuudesta imetyksen aikana ei ole riittävästi tietoa.',
          '**Kilpirauhasen sairauksia sairastavat.** Ashwagandha voi vaikuttaa kilpirauhashormonien pitoisuuksiin ja siten kilpirauhaslääkityksen tasapainoon.',
          '**Säännöllistä lääkitystä käyttävät.** Yhteisvaikutukset ovat mahdollisia esimerkiksi rauhoittavien lääkkeiden ja unilääkkeiden, diabeteslääkkeiden, verenpainelääkkeiden ja immuunivastetta heikentävien lääkkeiden kanssa.',
          '**Maksasairautta tai autoimmuunisairautta sairastavat.** Keskustele ashwagandhasta ensin lääkärin kanssa.',
          '**Lapset ja nuoret.** Ashwagandhan turvallisuutta lapsilla ja nuorilla ei tunneta.',
        ],
      },
      {
        title: 'Jos päätät kokeilla: näin toimit varovasti',
        type: 'bullets',
        content: [
          'Valitse valmiste, jonka pakkauksessa kerrotaan kasvinosa (juuri), uutteen määrä milligrammoina ja withanolidipitoisuus.',
          'Suosi yhden ainesosan valmistetta. Monen kasvin sekoituksista on vaikea tietää, mikä ainesosa aiheuttaa mahdolliset oireet.',
          'Noudata pakkauksen päiväannosta. Tavallinen annos on 300–600 mg päivässä juuriuutetta.',
          'Kerro käytöstä lääkärille ja apteekissa, varsinkin jos käytät lääkkeitä.',
          'Lopeta käyttö ja hakeudu lääkäriin, jos ihosi tai silmänvalkuaisesi kellertävät, virtsa tummuu, iho kutisee tai sinulla on ylävatsakipua. Ne voivat olla merkkejä maksan kuormittumisesta.',
          'Pidä taukoja ja arvioi rehellisesti, onko valmisteesta sinulle hyötyä.',
          'Valmisteita eri hinta- ja annostasoilla vertailemme [adaptogeenivertailussa](/paras-adaptogeeni).',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Ashwagandha on ayurvedisesta perinteestä tuttu kasvi, jonka juuriuutetta käytetään tavallisesti 300–600 mg päivässä valmisteen ohjeen mukaan. Tutkimusnäyttö on vielä vähäistä, eikä kasville ole hyväksyttyä terveysväitettä. Tavallisimpia haittoja ovat vatsavaivat ja uneliaisuus, mutta myös harvinaisia maksavaurioita on raportoitu, ja osa eurooppalaisista viranomaisista on suhtautunut kasviin varauksellisesti.\n\n' +
      'Raskaana olevien, imettävien, kilpirauhasen sairauksia sairastavien ja säännöllistä lääkitystä käyttävien kannattaa jättää ashwagandha väliin tai keskustella siitä ensin lääkärin kanssa. Laajemmin aiheesta kerromme [adaptogeeneja](/adaptogeenit) käsittelevässä artikkelissa, ja valmisteita vertailemme [adaptogeenivertailussa](/paras-adaptogeeni).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'NIH Office of Dietary Supplements: Ashwagandha – Fact Sheet for Health Professionals',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'EFSA: EU Register of nutrition and health claims',
      'Fødevarestyrelsen (Tanskan elintarvikevirasto): ashwagandhaa koskevat tiedotteet ja riskinarvio (foedevarestyrelsen.dk)',
    ],
  },
} satisfies ArticleBody;
