import type { ArticleBody } from '../schemas/article.ts';

/** Melatoniini: mitä se on, ravintolisä vai lääke, annos 0,5–1 mg, ajoitus, aikaero ja varotoimet. */
export const body = {
  id: 'melatoniini',
  updateDate: '2025-01-07', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Melatoniini on elimistön oma hormoni, jota kutsutaan usein pimeähormoniksi. Sitä erittyy illalla valon vähentyessä, ja se viestii elimistölle, että yö on alkamassa. Melatoniini ei nukuta samalla tavalla kuin unilääke, mutta sillä on keskeinen osa vuorokausirytmin säätelyssä.\n\n' +
      'Suomessa melatoniinia myydään sekä ravintolisänä että lääkkeenä. Tässä artikkelissa kerromme, mikä niiden ero on, miksi ravintolisänä käytetyt annokset ovat pieniä – käsittelemme tässä annoksia 0,5–1 mg – ja miten melatoniini kannattaa ajoittaa. Lopuksi käymme läpi, kenen ei pidä käyttää melatoniinia ilman lääkärin arviota.',
    sections: [
      {
        title: 'Mitä melatoniini on',
        type: 'text',
        content:
          'Melatoniinia tuottaa aivoissa sijaitseva käpyrauhanen. Eritys käynnistyy illan hämärtyessä, on suurimmillaan keskellä yötä ja vähenee aamua kohti. Valo – etenkin kirkas ja sinisävyinen valo – hillitsee eritystä. Siksi kirkas iltavalaistus ja näyttöjen käyttö myöhään illalla voivat myöhentää melatoniinin erityksen alkua.\n\n' +
          'Melatoniinin eritys vaihtelee paljon ihmisestä toiseen, ja se yleensä vähenee iän myötä. Suomessa valo-olot vaihtelevat vuodenaikojen mukaan poikkeuksellisen paljon: valoisat kesäyöt ja pimeä talvi haastavat vuorokausirytmiä kumpikin omalla tavallaan.\n\n' +
          'Ravintolisissä ja lääkkeissä käytetty melatoniini valmistetaan synteettisesti. Se on rakenteeltaan samaa kuin elimistön itse tuottama hormoni.',
      },
      {
        title: 'Ravintolisä vai lääke: näin raja menee Suomessa',
        type: 'text',
        content:
          'Lääkealan turvallisuus- ja kehittämiskeskus Fimea on linjannut, että melatoniinivalmisteet, joiden vuorokausiannos on 2 mg tai enemmän, ovat lääkkeitä. Lääkkeeksi katsotaan myös valmiste, jolle esitetään lääkkeellinen käyttötarkoitus, kuten unettomuuden hoito, vaikka melatoniinia olisi vähemmän. Lääkkeinä myytäviä melatoniinivalmisteita saa vain apteekista, ja osa niistä on reseptilääkkeitä.\n\n' +
          'Valmisteita, joiden vuorokausiannos jää alle 2 milligramman, voidaan myydä ravintolisinä myös ruokakaupoissa. Ravintolisät ovat elintarvikkeita, ja niitä valvoo Ruokavirasto. Ravintolisiä ei hyväksytä ennen myyntiin tuloa, vaan valmistaja ja markkinoija vastaavat siitä, että tuote on turvallinen ja sen pakkausmerkinnät ovat oikein. Melatoniiniravintolisästä saa kertoa vain EU:ssa hyväksyttyjä terveysväitteitä, eikä sitä saa markkinoida unettomuuden hoitoon.\n\n' +
          'Ulkomaisista verkkokaupoista löytyy myös 3–10 mg:n valmisteita, joita myydään niissä maissa ravintolisinä. Suomessa ne luokiteltaisiin lääkkeiksi, eikä niiden laatua ja pitoisuutta valvota samalla tavalla. Jos pieni annos ei tunnu riittävän, keskustele asiasta lääkärin tai farmaseutin kanssa äläkä kasvata annosta omin päin.',
      },
      {
        title: 'Annos: miksi 0,5–1 mg riittää',
        type: 'text',
        content:
          'Tässä artikkelissa käsiteltävä ravintolisäannos on 0,5–1 mg. Nukahtamista koskeva terveysväite on hyväksytty juuri tälle annostasolle: **Melatoniini auttaa lyhentämään nukahtamiseen kuluvaa aikaa.** Myönteinen vaikutus saadaan, kun otat 1 mg melatoniinia juuri ennen nukkumaanmenoa.\n\n' +
          'Suurempi annos ei automaattisesti tarkoita parempaa tulosta. Liian suuri tai liian myöhään otettu annos voi aiheuttaa aamulla väsymystä, päänsärkyä tai tokkuraisuutta. Siksi kannattaa aloittaa pienimmästä annoksesta ja katsoa, riittääkö se.\n\n' +
          'Melatoniini ei korjaa univaikeuksien syitä. Käypä hoito -suosituksen mukaan pitkäkestoisen unettomuuden ensisijainen hoito on lääkkeetön, esimerkiksi unettomuuden kognitiivinen käyttäytymisterapia. Jos uni ei parane, melatoniinia ei kannata jatkaa kuukausia ainoana keinona.',
      },
      {
        title: 'Näin ajoitat melatoniinin',
        type: 'bullets',
        content: [
          'Ota melatoniini lähellä aiottua nukkumaanmenoaikaa, kuten terveysväitteen ehdoissa sanotaan – esimerkiksi iltatoimien jälkeen, kun olet valmis menemään sänkyyn.',
          'Pidä ajankohta samana joka ilta. Säännöllinen nukkumaanmeno- ja heräämisaika tukee vuorokausirytmiä enemmän kuin mikään yksittäinen valmiste.',
          'Himmennä valot ja jätä näytöt vähemmälle melatoniinin ottamisen jälkeen, sillä kirkas valo toimii elimistön omaa melatoniinia vastaan.',
          'Älä ota melatoniinia keskellä yötä, jos herätys on muutaman tunnin päästä. Aamulla voi olla vaikea herätä.',
          'Vältä alkoholia melatoniinin kanssa, äläkä aja autoa, jos olo on unelias.',
          'Pidä välillä taukoa ja arvioi, onko melatoniinista sinulle todella apua.',
        ],
      },
      {
        title: 'Melatoniini ja aikaero',
        type: 'text',
        content:
          'Kun lennät useamman aikavyöhykkeen yli, elimistön sisäinen kello on hetken eri tahdissa paikallisen ajan kanssa. Seurauksena voi olla väsymystä, nukahtamisvaikeuksia, päänsärkyä ja ruoansulatuksen oireita. Terveyskirjaston nyrkkisäännön mukaan aikaerorasitus kestää itään matkustettaessa vuorokausina suunnilleen ylitettyjen aikavyöhykkeiden määrän jaettuna kahdella ja länteen matkustettaessa jaettuna 2,5:llä. Itään matkustaminen on siis yleensä raskaampaa.\n\n' +
          'Aikaeroon liittyy melatoniinin toinen hyväksytty terveysväite: **Melatoniini auttaa lievittämään aikaerorasituksen subjektiivista tuntemusta.** Myönteinen vaikutus saadaan ottamalla vähintään 0,5 mg melatoniinia juuri ennen nukkumaanmenoa ensimmäisenä matkapäivänä ja muutamana päivänä kohteeseen saapumisen jälkeen.\n\n' +
          'Käytännössä melatoniini otetaan kohteen paikallisen nukkumaanmenoajan mukaan. Sopeutumista helpottaa myös, kun ulkoilet päivänvalossa, syöt paikallisen aikataulun mukaan ja vältät pitkiä päiväunia ensimmäisinä päivinä.',
      },
      {
        title: 'Kenen ei pidä käyttää melatoniinia ilman lääkäriä',
        type: 'bullets',
        content: [
          '**Raskaana olevat.** Melatoniinin turvallisuudesta raskauden aikana ei ole riittävästi tietoa.',
          '**Imettävät.** Melatoniini erittyy rintamaitoon, eikä sen vaikutuksia vauvaan tunneta riittävästi.',
          '**Lapset ja nuoret.** Lasten ja nuorten univaikeuksien syy selvitetään lääkärin kanssa, ja mahdollisesta melatoniinin käytöstä ja annoksesta päättää lääkäri.',
          '**Säännöllistä lääkitystä käyttävät.** Melatoniinilla voi olla yhteisvaikutuksia esimerkiksi rauhoittavien lääkkeiden ja unilääkkeiden, verenohennuslääkkeiden, epilepsialääkkeiden sekä masennuslääke fluvoksamiinin kanssa. Kysy lääkäriltä tai apteekista ennen käyttöä.',
          '**Pitkäaikaissairaat.** Jos sinulla on esimerkiksi maksasairaus, autoimmuunisairaus, epilepsia tai masennus, keskustele melatoniinista ensin lääkärin kanssa.',
          '**Pitkittyneistä univaikeuksista kärsivät.** Jos nukahtamis- tai univaikeudet toistuvat useana yönä viikossa yli kolmen kuukauden ajan tai jos kuorsaat äänekkäästi ja hengityksessäsi on katkoja, hakeudu lääkäriin. Melatoniini ei korvaa syyn selvittämistä.',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Melatoniini on elimistön oma pimeähormoni, ja ravintolisänä sitä käytetään pieninä annoksina. Tässä artikkelissa käsitelty annos on 0,5–1 mg: 1 mg juuri ennen nukkumaanmenoa auttaa lyhentämään nukahtamiseen kuluvaa aikaa, ja aikaerorasituksessa terveysväitteen ehtona on vähintään 0,5 mg. Suomessa valmisteet, joiden vuorokausiannos on 2 mg tai enemmän, ovat lääkkeitä, joita saa vain apteekista.\n\n' +
      'Valmisteiden annoksia, olomuotoja ja hintoja vertailemme [melatoniinivertailussa](/paras-melatoniini). Melatoniini toimii parhaiten osana säännöllistä rytmiä ja hyvää nukkumisympäristöä, joten lue myös oppaamme [unenlaadun parantamisesta](/unenlaatu).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Fimea: melatoniinivalmisteiden luokittelu lääkkeiksi ja ravintolisiksi (fimea.fi)',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'EFSA: EU Register of nutrition and health claims – melatoniini',
      'Terveyskirjasto Duodecim: Aikaerorasitus (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
