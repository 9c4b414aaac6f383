import type { ArticleBody } from '../schemas/article.ts';

/** Melatonin products in Finland compared by kind (food supplements, self-care jet-lag medicines, prescription), no product picks or store links. */
export const body = {
  id: 'melatoniinivertailu',
  updateDate: '2025-02-04', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Melatoniini on elimistön oma pimeähormoni, jonka eritys alkaa illan hämärtyessä ja joka viestii elimistölle, että yö on tulossa. Suomessa melatoniinia myydään kolmenlaisina valmisteina: ravintolisinä, aikaerorasituksen itsehoitolääkkeinä ja reseptilääkkeenä. Niillä on eri vahvuudet, eri käyttötarkoitukset ja eri säännöt.\n\n' +
      'Siksi tässä vertailussa ei valita yhtä ”parasta melatoniinia”. Vertaamme valmistetyyppejä: mitä kukin sisältää, mihin sitä käytetään ja kenelle se sopii. Emme nosta esiin yksittäisiä ravintolisämerkkejä emmekä linkitä kauppoihin. Lääkkeinä myytävät valmisteet kuvaamme asiatietona virallisten valmistetietojen pohjalta, emme suosituksina.\n\n' +
      'Tärkein valintaperuste on oma tilanteesi. Satunnainen nukahtamisen venyminen, aikaerorasitus pitkän lennon jälkeen ja pitkittynyt unettomuus ovat eri asioita, ja niihin sopivat eri ratkaisut – joskus ei melatoniini lainkaan.',
    sections: [
      {
        title: 'Näin vertailimme',
        type: 'text',
        content:
          'Kävimme läpi Suomessa saatavat melatoniinivalmisteiden tyypit viranomaisten ja lääkkeiden virallisten tietojen pohjalta. Vertailimme niitä näillä perusteilla:\n\n' +
          '- **Vahvuus:** paljonko melatoniinia yhdessä annoksessa on.\n' +
          '- **Valmistemuoto:** tabletti, suussa sulava tabletti, suusuihke tai depottabletti.\n' +
          '- **Asema:** ravintolisä, itsehoitolääke vai reseptilääke. Se ratkaisee, mistä valmisteen saa ja mitä siitä saa kertoa.\n' +
          '- **Käyttötarkoitus:** mihin valmiste on tarkoitettu ja kuinka pitkään sitä käytetään.\n' +
          '- **Kenelle se sopii:** ikä, terveydentila ja tilanteet, joissa kannattaa ensin kysyä lääkäriltä tai farmaseutilta.\n\n' +
          'Tiedot perustuvat Fimean linjaukseen, EU:ssa hyväksyttyihin terveysväitteisiin sekä Terveyskirjaston ja Pharmaca Fennican lääketietoihin. Emme ole testanneet valmisteita itse.',
      },
      {
        title: 'Ravintolisät: pienet annokset ilman reseptiä',
        type: 'text',
        content:
          'Fimea pitää lääkkeinä melatoniinivalmisteita, joiden vuorokausiannos on 2 mg tai enemmän. Ravintolisissä annos jää tämän alle: niissä melatoniinia on tavallisesti 1–1,9 mg iltaa kohden. Ravintolisiä myydään apteekeissa, ruokakaupoissa ja verkkokaupoissa, ja niitä valvoo Ruokavirasto.\n\n' +
          'Tavallisimmat muodot ovat nieltävä tabletti, suussa sulava tabletti ja suusuihke. Muoto on lähinnä mieltymyskysymys: suihke tai suussa sulava tabletti sopii, jos tablettien nieleminen on hankalaa. Osassa valmisteista on melatoniinin lisäksi muita ainesosia, joten lue pakkausmerkinnät.\n\n' +
          'Ravintolisästä saa kertoa vain EU:ssa hyväksytyt terveysväitteet. Melatoniinille niitä on kaksi:\n\n' +
          '- **Melatoniini auttaa lyhentämään nukahtamiseen kuluvaa aikaa.** Myönteinen vaikutus saadaan, kun otat 1 mg melatoniinia juuri ennen nukkumaanmenoa.\n' +
          '- **Melatoniini auttaa lievittämään aikaerorasituksen subjektiivista tuntemusta.** Myönteinen vaikutus saadaan, kun otat vähintään 0,5 mg melatoniinia juuri ennen nukkumaanmenoa matkan ensimmäisenä päivänä ja muutamana päivänä määränpäähän saapumisen jälkeen.\n\n' +
          'Ravintolisää ei saa markkinoida unettomuuden hoitoon.',
      },
      {
        title: 'Itsehoitolääkkeet aikaerorasitukseen: 3 mg ja 5 mg',
        type: 'text',
        content:
          'Apteekista saa ilman reseptiä myös 3 mg:n ja 5 mg:n melatoniinitabletteja. Ne ovat itsehoitolääkkeitä, jotka on tarkoitettu aikuisten aikaerorasituksen lyhytaikaiseen hoitoon. Aikaerorasituksella tarkoitetaan oireita, jotka johtuvat useiden aikavyöhykkeiden ylittämisestä itään tai länteen matkustettaessa. Valmisteita ei ole tarkoitettu tavalliseen unettomuuteen eikä alle 18-vuotiaille.\n\n' +
          '**Melatonin Orion 3 mg ja 5 mg** -tabletteja myydään 10 tabletin pakkauksissa. Aikaerolennon jälkeen otetaan yksi tabletti illalla paikallista aikaa nukkumaan mennessä, enintään 4 vuorokauden ajan. Keskustele ennen käyttöä lääkärin tai apteekkihenkilökunnan kanssa, jos sinulla on diabetes, epilepsia, maksa- tai munuaissairaus tai jokin autoimmuunisairaus, olet raskaana, imetät tai käytät muita lääkkeitä.\n\n' +
          '**Melatonin Vitabalans 3 mg ja 5 mg** -tabletit on tarkoitettu samaan käyttöön aikuisille. Valmistetietojen mukaan aloitetaan 3 mg:n tabletilla, ja 5 mg:n tablettia käytetään sen sijaan, jos 3 mg ei lievitä oireita riittävästi. Vuorokaudessa otetaan enintään 5 mg, ja hoito kestää enintään 4 vuorokautta. Matkakohteessa tablettia ei pidä ottaa ennen kello 20:tä eikä kello 4:n jälkeen paikallista aikaa, koska väärään aikaan otettu melatoniini ei välttämättä auta ja voi jopa haitata rytmin sopeutumista.\n\n' +
          'Molemmat ovat lääkkeitä, joten lue pakkausseloste ennen käyttöä ja kysy tarvittaessa neuvoa apteekista.',
      },
      {
        title: 'Reseptilääke: pitkävaikutteinen 2 mg melatoniini',
        type: 'text',
        content:
          'Unettomuuden hoitoon melatoniinia saa lääkärin määräämänä. Reseptilääkkeenä käytetään 2 mg:n depottablettia, joka vapauttaa melatoniinia hitaasti. Terveyskirjaston lääketietojen mukaan sitä käytetään unettomuuden lyhytaikaiseen hoitoon etenkin yli 55-vuotiailla, ja hoitoa voi jatkaa korkeintaan kolme kuukautta.\n\n' +
          'Tabletti niellään kokonaisena ruokailun jälkeen 1–2 tuntia ennen nukkumaanmenoa, aina samaan aikaan illalla. Käyttöä ei suositella raskauden eikä imetyksen aikana. Lääke saattaa heikentää ajokykyä, alkoholi heikentää sen vaikutusta uneen, ja se voi voimistaa muiden unilääkkeiden vaikutusta.\n\n' +
          'Käypä hoito -suosituksen mukaan pitkäkestoisen unettomuuden ensisijainen hoito on lääkkeetön, ja keskeinen hoitomuoto on unettomuuden kognitiivinen käyttäytymisterapia. Lääkäri arvioi, onko melatoniinista apua juuri sinun tilanteessasi.',
      },
      {
        title: 'Valmistetyypit rinnakkain',
        type: 'bullets',
        content: [
          '**Ravintolisä:** tavallisesti 1–1,9 mg annoksessa. Tabletti, suussa sulava tabletti tai suusuihke. Saatavilla apteekeista, ruokakaupoista ja verkkokaupoista. Sopii aikuiselle, joka haluaa lyhentää nukahtamiseen kuluvaa aikaa tai lievittää aikaerorasituksen tuntemusta.',
          '**Itsehoitolääke:** 3 mg tai 5 mg tabletti. Vain apteekista, ilman reseptiä. Aikuisten aikaerorasitukseen, enintään 4 vuorokautta lennon jälkeen.',
          '**Reseptilääke:** 2 mg:n depottabletti. Apteekista lääkärin määräyksellä. Unettomuuden lyhytaikaiseen hoitoon etenkin yli 55-vuotiaille, enintään kolme kuukautta.',
          '**Ulkomaiset vahvat valmisteet:** joissakin maissa ravintolisinä myydään 3–10 mg:n valmisteita. Suomessa vastaavan vahvuiset valmisteet ovat lääkkeitä, eikä ulkomaisten tuotteiden laadusta ja pitoisuudesta ole samaa varmuutta.',
        ],
      },
      {
        title: 'Mitä huomioida ennen kuin valitset',
        type: 'text',
        content:
          '- **Pieni annos riittää.** Melatoniinista puhuttaessa kyse on yleensä pienistä annoksista, noin 0,3–2 mg:sta. [Melatoniiniartikkelissamme](/melatoniini) käsittelemme ravintolisäannosta 0,5–1 mg. Suurempi annos ei ole parempi: liian suuri tai liian myöhään otettu annos voi jättää aamuun väsyneen olon. Aloita pienimmästä annoksesta ja arvioi, auttaako se.\n' +
          '- **Ajoitus ratkaisee.** Ravintolisä otetaan juuri ennen nukkumaanmenoa, aikaerorasituksen itsehoitolääke paikallisena nukkumaanmenoaikana ja reseptilääke 1–2 tuntia ennen nukkumaanmenoa.\n' +
          '- **Valo vaikuttaa melatoniiniin.** Kirkas iltavalo ja näytöt voivat myöhentää elimistön oman melatoniinin erityksen alkua, kun taas aamun valo tahdistaa vuorokausirytmiä. Pimeänä vuodenaikana osa käyttää aamuisin [kirkasvaloa](/kirkasvalot).\n' +
          '- **Unen perusasiat ensin.** Säännöllinen heräämisaika, viileä ja pimeä makuuhuone sekä rauhallinen ilta auttavat usein enemmän kuin mikään valmiste. Vinkkejä saat oppaistamme [unenlaadun parantamisesta](/unenlaatu) ja [laadukkaasta unesta](/articles/mindfulness/laadukas-uni).\n' +
          '- **Lapset ja nuoret vain lääkärin kanssa.** Lasten ja nuorten univaikeuksien syy selvitetään lääkärin kanssa, ja melatoniinin käytöstä ja annoksesta päättää lääkäri.\n' +
          '- **Ajaminen ja alkoholi.** Melatoniini voi aiheuttaa uneliaisuutta, joten älä aja, jos olo on unelias. Alkoholi heikentää melatoniinin vaikutusta.\n' +
          '- **Raskaus, imetys ja muut lääkkeet.** Melatoniinilääkkeitä ei suositella raskauden eikä imetyksen aikana. Jos olet raskaana tai imetät, käytät muita lääkkeitä, etenkin unilääkkeitä, tai sinulla on pitkäaikaissairaus, kysy lääkäriltä tai apteekista ennen minkään melatoniinivalmisteen käyttöä.\n' +
          '- **Hinta annosta kohden.** Jaa pakkauksen hinta annosten määrällä. Suihkeissa tarkista, paljonko melatoniinia yhdessä suihkauksessa on ja montako suihkausta annokseen tarvitaan.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Onko 1,9 mg parempi kuin 1 mg?**\nEi välttämättä. Nukahtamista koskeva terveysväite on hyväksytty 1 mg:n annokselle, eikä suurempi annos ole automaattisesti parempi. Aloita pienemmästä.\n\n' +
          '**Voiko aikaerorasituksen itsehoitolääkettä käyttää tavalliseen unettomuuteen?**\nEi. 3 mg:n ja 5 mg:n itsehoitolääkkeet on tarkoitettu aikuisten aikaerorasitukseen enintään 4 vuorokauden ajan. Jos uni ei tule kotioloissa, keskustele lääkärin kanssa.\n\n' +
          '**Voiko melatoniinia käyttää joka ilta?**\nNoudata pakkauksen ohjetta. Jos tarvitset apua nukahtamiseen viikosta toiseen, univaikeuksien syy kannattaa selvittää lääkärin kanssa. Käypä hoito -suosituksessa yli kolme kuukautta jatkunutta unettomuutta kutsutaan pitkäkestoiseksi.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Nukahtamisvaikeuksiin satunnaisesti:** ravintolisä, josta saat 1 mg melatoniinia. Melatoniini auttaa lyhentämään nukahtamiseen kuluvaa aikaa, kun otat 1 mg juuri ennen nukkumaanmenoa.\n' +
      '- **Aikaerorasitukseen:** ravintolisä, josta saat vähintään 0,5 mg melatoniinia juuri ennen nukkumaanmenoa matkan ensimmäisenä päivänä ja muutamana päivänä perillä, tai apteekin 3 mg:n tai 5 mg:n itsehoitolääke pakkausselosteen ohjeen mukaan enintään 4 vuorokauden ajan.\n' +
      '- **Pitkittyneeseen unettomuuteen:** lääkäri. Ensisijainen hoito on lääkkeetön, ja 2 mg:n depottabletti on reseptilääke, jonka tarpeen lääkäri arvioi.\n\n' +
      'Melatoniini ei korjaa univaikeuksien syitä, ja se toimii parhaiten osana säännöllistä rytmiä. Lue lisää melatoniinin annoksista ja ajoituksesta [melatoniiniartikkelista](/melatoniini).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Fimea: melatoniinivalmisteiden luokittelu lääkkeiksi ja ravintolisiksi (fimea.fi)',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'EFSA: EU Register of nutrition and health claims – melatoniini',
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: lääketiedot Melatonin Orion, Melatonin Vitabalans ja Circadin (terveyskirjasto.fi)',
      'Pharmaca Fennica: Melatonin Orion',
      'Pharmaca Fennica: Melatonin Vitabalans',
      'Yliopiston Apteekki: Melatoniini',
    ],
  },
} satisfies ArticleBody;
