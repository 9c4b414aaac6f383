import type { ArticleBody } from '../schemas/article.ts';

/** Kirkasvalot: kaamos ja vuorokausirytmi, luksit ja etäisyys, käyttö aamulla, haitat, lääkärin arvio ja lampun valinta. */
export const body = {
  id: 'kirkasvalo',
  updateDate: '2025-05-02',
  content: {
    introduction: `Pimeänä vuodenaikana moni huomaa, että aamulla on vaikea herätä, väsyttää tavallista enemmän ja mieliala on matalammalla. Suomessa luonnonvaloa on lokakuusta maaliskuuhun vähän: etelässäkin päivät jäävät lyhyiksi, ja pohjoisessa aurinko ei kaamoksen aikana nouse lainkaan horisontin yläpuolelle. Kirkasvalolamppu on yksi tapa saada aamuun valoa silloin, kun ulkona on vielä pimeää.

Tässä oppaassa kerromme, mitä kirkasvalo on, mitä luksimäärät tarkoittavat, miten lamppua käytetään ja kenen kannattaa kysyä lääkäriltä ennen aloittamista. Valmiita lamppuja vertailemme [kirkasvalolamppujen vertailussa](/paras-kirkasvalolamppu).`,
    sections: [
      {
        title: 'Kaamos, valo ja vuorokausirytmi',
        type: 'text',
        content: `Silmän verkkokalvolla on soluja, jotka välittävät tietoa valon määrästä aivojen sisäiselle kellolle. Aamun kirkas valo vähentää melatoniinin eritystä ja auttaa pitämään vuorokausirytmin säännöllisenä. Kun aamut ovat pimeitä, rytmi voi siirtyä myöhemmäksi: herääminen tuntuu raskaalta, ja illalla nukahtaminen venyy.

Kaamosoireilu on Suomessa yleistä. Tavallisia oireita ovat väsymys, lisääntynyt unen tarve, makean ja hiilihydraattipitoisen ruoan himo sekä saamattomuus. Osalla oireet ovat niin voimakkaita, että kyse on kaamosmasennuksesta eli talvikauden masennuksesta. Kirkasvalohoitoa käytetään kaamosmasennuksen hoidossa, ja siitä kerrotaan myös masennuksen Käypä hoito -suosituksessa. Kotona käytettävä lamppu ei kuitenkaan korvaa lääkärin arviota. Jos mieliala on pitkään matala tai arki ei suju, hakeudu terveydenhuoltoon.

Kirkasvalo vaikuttaa silmien kautta, ei ihon. Hyvä kirkasvalolamppu suodattaa UV-säteilyn, joten lamppu ei myöskään muodosta ihossa D-vitamiinia. Talven D-vitamiinin saannista kerromme [D-vitamiinia](/d-vitamiini) käsittelevässä artikkelissa.`,
      },
      {
        title: 'Mitä 2 500–10 000 luksia tarkoittaa',
        type: 'text',
        content: `Luksi (lx) on valaistusvoimakkuuden yksikkö. Se kertoo, kuinka paljon valoa osuu tietylle pinnalle, tässä tapauksessa silmiin. Tavallinen sisävalaistus jää yleensä muutamaan sataan luksiin, kun taas ulkona on pilvisenäkin päivänä moninkertaisesti enemmän valoa. Kirkasvalolamppujen tavallinen valoteho on 2 500–10 000 luksia.

Luksimäärä riippuu aina etäisyydestä: mitä kauempana istut, sitä vähemmän valoa silmiin osuu. Siksi ilmoitus ”10 000 luksia” kertoo vähän, ellei samalla kerrota, miltä etäisyydeltä arvo on mitattu. Pieni lamppu voi yltää 10 000 luksiin vain noin 10 cm:n päästä, kun taas suuren valopinnan valo riittää kauemmas.

Tavallinen käyttöetäisyys on 30–50 cm. Jos lampun 10 000 luksia saavutetaan vasta selvästi lähempänä, suositellulta etäisyydeltä valoa tulee vähemmän. Katso siis luksiarvon rinnalla aina mittausetäisyys ja valopinnan koko.`,
      },
      {
        title: 'Näin käytät kirkasvalolamppua',
        type: 'bullets',
        content: [
          '**Aamulla klo 6–10.** Aamun valo tukee vuorokausirytmiä parhaiten. Käytä lamppua mieluiten pian heräämisen jälkeen.',
          '**20–30 min kerrallaan.** Aloita tarvittaessa lyhyemmällä ajalla ja pidennä sitä, jos olo on hyvä.',
          '**Etäisyys 30–50 cm.** Lue myös lampun käyttöohje, sillä valoteho ja valmistajan suosittelema etäisyys vaihtelevat malleittain.',
          '**Älä tuijota lamppua.** Valon pitää osua silmiin, mutta voit samalla syödä aamiaista, lukea tai tehdä töitä. Sijoita lamppu hieman sivulle tai yläviistoon.',
          '**Säännöllisesti koko pimeän kauden.** Käytä lamppua joka aamu esimerkiksi lokakuusta maaliskuuhun. Muutosta ei kannata odottaa heti ensimmäisinä aamuina.',
          '**Ei iltaisin.** Kirkas valo illalla voi siirtää vuorokausirytmiä myöhemmäksi ja vaikeuttaa nukahtamista. Illan valaistuksesta kerromme [unenlaadun parantamista](/unenlaatu) käsittelevässä artikkelissa.',
        ],
      },
      {
        title: 'Mahdolliset haittavaikutukset',
        type: 'text',
        content: `Useimmille kirkasvalo sopii hyvin, mutta etenkin alussa voi esiintyä päänsärkyä, silmien ärsytystä, pahoinvointia tai levottomuutta. Oireet ovat yleensä lieviä ja helpottavat, kun lyhennät käyttöaikaa tai siirrät lampun hieman kauemmas.

Jos uni alkaa kärsiä tai olo muuttuu poikkeuksellisen levottomaksi tai ylivirittyneeksi, lopeta lampun käyttö ja ota yhteys lääkäriin.`,
      },
      {
        title: 'Kenen kannattaa kysyä lääkäriltä ensin',
        type: 'text',
        content: `Keskustele lääkärin kanssa ennen kirkasvalolampun käyttöä, jos
- sinulla on silmäsairaus, esimerkiksi verkkokalvon sairaus
- sinulla on kaksisuuntainen mielialahäiriö, sillä kirkasvalo voi laukaista maanisen tai hypomaanisen jakson
- käytät valoherkkyyttä lisäävää lääkettä tai rohdosvalmistetta, kuten mäkikuismaa – tarkista lääkkeen pakkausseloste tai kysy apteekista
- mielialasi on ollut pitkään matala: kirkasvalo ei korvaa masennuksen hoitoa, ja lääkäri voi arvioida, sopiiko valohoito osaksi hoitoa.`,
      },
      {
        title: 'Näin valitset kirkasvalolampun',
        type: 'text',
        content: `- **Luksit ja etäisyys:** valitse lamppu, jonka valmistaja kertoo sekä luksimäärän että mittausetäisyyden. Tavoite on 2 500–10 000 luksia 30–50 cm:n käyttöetäisyydellä.
- **Valopinnan koko:** suuri valopinta antaa liikkumavaraa, eikä valo heikkene yhtä nopeasti, kun istut kauempana.
- **UV-suodatus:** valon pitää olla UV-vapaata.
- **Säädöt:** kirkkauden säätö auttaa aloittamaan kevyemmin, ja ajastin kertoo, milloin aika on täynnä.
- **Sijoitus:** mieti, tuleeko lamppu aamiaispöydälle, työpöydälle vai hyllylle ja kuinka paljon tilaa sille on.
- **Merkinnät ja takuu:** tarkista CE-merkintä, suomenkielinen käyttöohje ja takuuehdot. Osaa lampuista myydään lääkinnällisinä laitteina.

Herätysvalo on eri asia kuin kirkasvalolamppu. Se kirkastuu aamulla vähitellen ja voi helpottaa heräämistä, mutta sen valoteho jää yleensä selvästi kirkasvalolamppua pienemmäksi. Eri lamppujen valotehoa, kokoa ja hintaa vertailemme [kirkasvalolamppujen vertailussa](/paras-kirkasvalolamppu).`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Kirkasvalolamppu tuo aamuun valoa, jota pimeänä vuodenaikana on vähän. Tavallinen käyttötapa on 2 500–10 000 luksia aamulla klo 6–10, 20–30 min kerrallaan ja 30–50 cm:n etäisyydeltä. Valitessa katso luksiarvon lisäksi, miltä etäisyydeltä se on mitattu ja kuinka suuri valopinta on.

Jos sinulla on silmäsairaus tai kaksisuuntainen mielialahäiriö tai käytät valoherkkyyttä lisääviä lääkkeitä, kysy lääkäriltä ennen käyttöä. Pitkään jatkunut mielialan lasku on aina syy hakeutua terveydenhuoltoon.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Käypä hoito: Depressio (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Kaamosmasennus (terveyskirjasto.fi)',
      'Fimea: Lääkinnälliset laitteet (fimea.fi)',
    ],
  },
} satisfies ArticleBody;
