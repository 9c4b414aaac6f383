import type { ArticleBody } from '../schemas/article.ts';

/** Paras laboratoriotesti naisille 2025: Puhdin testipaketit ja suositus tavoitteen mukaan. */
export const body = {
  id: 'laboratoriotesti',
  updateDate: '2025-04-24',
  content: {
    introduction:
      'Laboratoriotestin voi nykyään tilata itse ilman lääkärin lähetettä. Valitset verkossa valmiin tutkimuspaketin, käyt antamassa näytteen laboratorion toimipisteessä ja saat tulokset verkkopalveluun. Moni nainen käyttää omatoimista testiä, kun haluaa yleiskuvan terveydestään, seurata harjoittelun vaikutuksia, valmistautua raskauteen tai pitää silmällä terveyttään vaihdevuosien jälkeen.\n\nTässä oppaassa esittelemme kuusi Puhdin pakettia: neljä laboratoriotutkimuspakettia eri tarpeisiin, laajimman Super Puhti -paketin ja kehonkoostumusmittauksen. Kerromme, mihin kukin paketti on tarkoitettu, kenelle se sopii ja mitä se maksaa. Oppaan lopussa on taulukko, josta näet nopeasti, mikä testi sopii mihinkin tarpeeseen.\n\nOmatoiminen laboratoriotesti on hyvä tapa saada tietoa, mutta se ei korvaa lääkärin tutkimusta. Laboratorioarvo kertoo yhden hetken tilanteen, ja sen merkitys selviää vasta, kun se suhteutetaan oireisiin, sairauksiin, lääkitykseen ja aiempiin tuloksiin. Jos jokin arvo poikkeaa viitealueesta, käy tulokset läpi lääkärin kanssa.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Laaja Puhti -terveystarkastus',
          'Liikkujan terveystarkastus',
          '50+ naisen terveystarkastus',
          'Super Puhti -paketti',
          'Raskautta suunnittelevan terveystarkastus',
          'Kehonkoostumusmittaus',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun paketteja, jotka voi tilata Suomessa ilman lähetettä ja jotka on koottu selkeään käyttötarkoitukseen. Arvioimme, kenelle paketti on suunnattu, kuinka kattava se on suhteessa hintaan, miten näytteenotto järjestyy ja miten tulokset toimitetaan. Kaikissa laboratoriotutkimuspaketeissa näyte otetaan laboratorion toimipisteessä ja tulokset tulevat verkkopalveluun.\n\nEmme luettele tässä pakettien yksittäisiä tutkimuksia, koska paketin sisältö voi muuttua. Tarkista ajantasainen sisältö ja näytteenoton ohjeet palveluntarjoajalta ennen tilausta. Hinnat ovat tyypillisiä hintoja, ja pakettien arviot ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Laaja Puhti -terveystarkastus',
        type: 'text-with-image',
        productIds: ['laaja-puhti-terveystarkastus'],
        content:
          'Laaja Puhti -terveystarkastus on laboratoriotutkimuspaketti, joka on tarkoitettu terveydentilan yleiskatsaukseen. Se sopii aikuiselle naiselle, jolla ei ole erityistä syytä testiin mutta joka haluaa kattavan perustarkastuksen omatoimisesti, esimerkiksi muutaman vuoden välein tai elintapamuutoksen alussa. Paketin hinta on 89,00 €.\n\n**Paras valinta, jos** haluat yleiskuvan terveydestäsi etkä tarvitse tiettyyn elämänvaiheeseen koottua pakettia.\n\nVahvuutena on selkeä käyttötarkoitus ja kohtuullinen hinta. Tilaus ei vaadi lähetettä, ja tulokset tulevat verkkopalveluun. Heikkoutena on, että yleispaketti ei kohdistu mihinkään erityistilanteeseen. Jos sinulla on oireita, varaa aika lääkärille, sillä oireiden selvittäminen vaatii aina muutakin kuin laboratoriokokeita.',
      },
      {
        title: 'Liikkujan terveystarkastus',
        type: 'text-with-image',
        productIds: ['liikkujan-terveystarkastus'],
        content:
          'Liikkujan terveystarkastus on säännöllisesti liikkuvalle koottu laboratoriotutkimuspaketti. Se sopii kuntoilijalle ja urheilijalle, joka haluaa seurata terveyttään harjoittelun tukena, esimerkiksi harjoituskauden alussa tai kun harjoittelun määrä kasvaa. Paketin hinta on 89,00 €.\n\n**Paras valinta, jos** liikut paljon ja haluat tarkistaa terveydentilasi harjoittelun rinnalla.\n\nVahvuutena on liikkujan tarpeisiin koottu kokonaisuus samaan hintaan kuin yleispaketti. Huomaa, että raskas liikunta testiä edeltävinä päivinä voi vaikuttaa joihinkin laboratorioarvoihin. Noudata siksi näytteenoton ohjeita tarkasti ja vältä kovaa harjoittelua ennen näytteenottoa, jos ohjeissa niin neuvotaan. Väsymyksen tai suorituskyvyn heikkenemisen syyt kannattaa selvittää lääkärin kanssa, sillä laboratoriokokeet eivät yksin kerro kuormituksen tasosta.',
      },
      {
        title: '50+ naisen terveystarkastus',
        type: 'text-with-image',
        productIds: ['50-naisen-terveystarkastus'],
        content:
          '50+ naisen terveystarkastus on laboratoriotutkimuspaketti, joka on koottu yli 50-vuotiaalle naiselle. Se sopii terveyden seurantaan vaihdevuosi-iässä ja sen jälkeen, kun elimistön muutokset tekevät säännöllisestä seurannasta entistä hyödyllisempää. Paketin hinta on 89,00 €.\n\n**Paras valinta, jos** olet yli 50-vuotias ja haluat ikävaiheeseesi kootun tarkastuksen.\n\nVahvuutena on, että paketti on suunniteltu juuri tähän elämänvaiheeseen eikä sinun tarvitse koota tutkimuksia itse. Huomaa, että laboratoriotesti ei korvaa kansallisia seulontoja, kuten rintasyövän mammografiaseulontaa, eikä lääkärin tekemää terveystarkastusta. Vaihdevuosioireista, kuten kuumista aalloista ja unihäiriöistä, kannattaa keskustella lääkärin kanssa, sillä niiden arviointi perustuu ensisijaisesti oireisiin.',
      },
      {
        title: 'Super Puhti -paketti',
        type: 'text-with-image',
        productIds: ['super-puhti-paketti'],
        content:
          'Super Puhti -paketti on Puhdin laajin laboratoriotutkimuspaketti. Se sopii, kun haluat mahdollisimman kattavan kuvan terveydentilastasi yhdellä käynnillä. Paketin hinta on 149,00 €, mikä on vertailun korkein.\n\n**Paras valinta, jos** haluat kattavimman kokonaisuuden etkä halua tilata useita paketteja erikseen.\n\nVahvuutena on laajuus: yksi näytteenottokäynti riittää, ja tulokset ovat samassa verkkopalvelussa. Heikkoutena on hinta, ja laaja paketti voi sisältää tutkimuksia, joita et omassa tilanteessasi tarvitse. Mitä useampi arvo mitataan, sitä todennäköisemmin jokin niistä osuu sattumalta viitealueen ulkopuolelle, vaikka olisit terve. Siksi laajan paketin tulokset on hyvä käydä läpi lääkärin kanssa, jos jokin arvo poikkeaa.',
      },
      {
        title: 'Raskautta suunnittelevan terveystarkastus',
        type: 'text-with-image',
        productIds: ['raskautta-suunnittelevan-terveystarkastus'],
        content:
          'Raskautta suunnittelevan terveystarkastus on laboratoriotutkimuspaketti, jolla voit tarkistaa terveydentilasi ennen raskauden alkua. Se sopii naiselle, joka suunnittelee raskautta lähiaikoina ja haluaa tietoa omasta tilanteestaan etukäteen. Paketin hinta on 89,00 €.\n\n**Paras valinta, jos** suunnittelet raskautta ja haluat valmistautua siihen ajoissa.\n\nVahvuutena on selkeä käyttötarkoitus ja se, että testin voi tehdä omassa aikataulussa. Raskauden suunnitteluun kuuluu kuitenkin muutakin kuin laboratoriokokeet. Suomalaisissa ruokasuosituksissa raskautta suunnittelevalle suositellaan foolihappolisää 400 µg päivässä. Jos sinulla on pitkäaikaissairaus tai säännöllinen lääkitys, keskustele raskaussuunnitelmista lääkärin kanssa. Raskauden alettua seuranta jatkuu maksuttomassa äitiysneuvolassa.',
      },
      {
        title: 'Kehonkoostumusmittaus',
        type: 'text-with-image',
        productIds: ['kehonkoostumusmittaus'],
        content:
          "Kehonkoostumusmittaus ei ole verikoe, vaan mittaus, joka tehdään paikan päällä toimipisteessä. Sen avulla voit arvioida esimerkiksi lihas- ja rasvamassaa. Mittaus sopii kuntoilun tai painonhallinnan edistymisen seurantaan, koska paino yksin ei kerro, muuttuuko lihas- vai rasvamassa. Mittauksen hinta on 39,00 €, joten se on vertailun edullisin.\n\n**Paras valinta, jos** haluat seurata kehon koostumuksen muutoksia harjoittelun tai painonhallinnan aikana.\n\nVahvuutena on edullinen hinta ja nopea käynti. Kehonkoostumusmittaukset perustuvat yleensä bioimpedanssiin, jolloin esimerkiksi nesteytys, ruokailu ja liikunta ennen mittausta voivat vaikuttaa tulokseen. Vertailukelpoiset tulokset saat, kun mittaat samaan aikaan päivästä ja samoissa olosuhteissa. Kotona muutoksia voi seurata myös [älyvaa'alla](/paras-alyvaaka), mutta sen arviot ovat suuntaa antavia.",
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'laaja-puhti-terveystarkastus',
          'liikkujan-terveystarkastus',
          '50-naisen-terveystarkastus',
          'super-puhti-paketti',
          'raskautta-suunnittelevan-terveystarkastus',
          'kehonkoostumusmittaus',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Valitse paketti tarpeen mukaan.** Mieti ensin, mitä haluat saada selville. Yleiskuvaan riittää yleensä perustarkastus, ja erityistilanteisiin, kuten raskauden suunnitteluun tai yli 50-vuotiaan seurantaan, on omat pakettinsa. Laajin paketti ei ole automaattisesti paras valinta.\n\n**Tarkista paketin sisältö.** Katso palveluntarjoajalta, mitä tutkimuksia paketti sisältää ja sisältyykö hintaan lääkärin tai muun ammattilaisen kommentti tuloksista.\n\n**Valmistaudu näytteenottoon ohjeiden mukaan.** Osa laboratoriotutkimuksista edellyttää paastoa tai tiettyä näytteenottoaikaa. Myös raskas liikunta, alkoholi ja jotkin lääkkeet tai ravintolisät voivat vaikuttaa tuloksiin. Noudata palveluntarjoajan ohjeita ja kerro tarvittaessa käyttämistäsi valmisteista.\n\n**Ymmärrä viitearvot.** Viitealue on väli, jolle suurin osa terveiden ihmisten arvoista osuu. Arvo viitealueen ulkopuolella ei aina tarkoita sairautta, eikä viitealueen sisällä oleva arvo sulje sairautta pois.\n\n**Toimi, jos tulos poikkeaa.** Jos jokin arvo on selvästi poikkeava tai sinulla on oireita, ota tulokset mukaan lääkärin vastaanotolle. Älä aloita lääkitystä, ravintolisiä tai ruokavaliomuutoksia pelkän omatoimisen testin perusteella.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Tarvitsenko lähetteen?**\nEt tarvitse. Vertailun laboratoriotutkimuspaketit voi tilata ilman lääkärin lähetettä.\n\n**Korvaako laboratoriotesti lääkärikäynnin?**\nEi korvaa. Laboratoriotesti antaa tietoa, mutta tulosten tulkinta ja oireiden selvittäminen kuuluvat lääkärille. Jos sinulla on oireita, hakeudu vastaanotolle testistä riippumatta.\n\n**Kuinka usein testi kannattaa tehdä?**\nTerveelle aikuiselle riittää yleensä harvakseltaan tehty tarkastus. Jos seuraat tiettyä arvoa, sovi seurannan tiheydestä lääkärin kanssa.\n\n**Voiko kuukautiskierto vaikuttaa tuloksiin?**\nJoidenkin tutkimusten, erityisesti hormonien, tulokset vaihtelevat kuukautiskierron mukaan. Tarkista näytteenoton ohjeista, onko näyte otettava tiettynä kierron päivänä.',
      },
    ],
    recommendationTable: {
      title: 'Mikä testi sopii mihinkin tarpeeseen',
      rows: [
        { goal: 'Yleiskuva terveydestä', productId: 'laaja-puhti-terveystarkastus' },
        { goal: 'Liikunnan tueksi', productId: 'liikkujan-terveystarkastus' },
        { goal: 'Yli 50-vuotiaan naisen seuranta', productId: '50-naisen-terveystarkastus' },
        { goal: 'Raskauden suunnittelu', productId: 'raskautta-suunnittelevan-terveystarkastus' },
        { goal: 'Kattavin kokonaisuus', productId: 'super-puhti-paketti' },
        { goal: 'Kehon koostumuksen seuranta', productId: 'kehonkoostumusmittaus' },
      ],
    },
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Super Puhti -paketti (149,00 €), kun haluat kattavimman kuvan terveydestäsi yhdellä käynnillä.\n- **Paras yleiskuvaan:** Laaja Puhti -terveystarkastus (89,00 €) perustarkastukseksi aikuiselle.\n- **Paras liikkujalle:** Liikkujan terveystarkastus (89,00 €) harjoittelun tueksi.\n- **Paras yli 50-vuotiaalle:** 50+ naisen terveystarkastus (89,00 €) vaihdevuosi-iän ja sen jälkeisen ajan seurantaan.\n- **Paras raskautta suunnittelevalle:** Raskautta suunnittelevan terveystarkastus (89,00 €).\n- **Edullisin:** Kehonkoostumusmittaus (39,00 €) lihas- ja rasvamassan seurantaan.\n\nValitse paketti sen mukaan, mitä haluat saada selville, ja tarkista sisältö ja näytteenoton ohjeet ennen tilausta. Laboratoriotestit eivät korvaa lääkärin tutkimusta. Jos jokin arvo poikkeaa viitealueesta tai sinulla on oireita, keskustele tuloksista lääkärin kanssa.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Terveyskirjasto Duodecim: laboratoriotutkimuksia ja viitearvoja käsittelevät artikkelit (terveyskirjasto.fi)',
      'HUS Diagnostiikkakeskus: Tutkimusohjekirja ja näytteenoton ohjeet (huslab.fi)',
      'THL: Seulonnat (thl.fi)',
      'Ruokavirasto: Syödään yhdessä – ruokasuositukset lapsiperheille (ruokavirasto.fi)',
      'THL: Neuvolatyö ja äitiysneuvola (thl.fi)',
    ],
  },
} satisfies ArticleBody;
