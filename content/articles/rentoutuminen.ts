import type { ArticleBody } from '../schemas/article.ts';

/** Relaxation in everyday life: breathing, progressive muscle relaxation, body scan, breaks and nature, screens and the evening. */
export const body = {
  id: 'rentoutuminen',
  updateDate: '2025-01-23', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Kiireinen päivä jättää helposti jälkensä kehoon: hartiat nousevat, hengitys muuttuu pinnalliseksi ja ajatukset jatkavat työasioita vielä illalla. Rentoutuminen ei vaadi erityisiä välineitä tai pitkää aikaa. Muutaman minuutin hengitysharjoitus, lyhyt tauko ulkona tai rauhoittava iltarutiini riittää usein siihen, että keho ja mieli saavat merkin: nyt voi hellittää.\n\n' +
      'Tässä artikkelissa esittelemme helppoja keinoja, joita voit kokeilla kotona, töissä ja ennen nukkumaanmenoa. Rentoutuminen on taito, joka kehittyy harjoittelemalla. Siksi kannattaa valita yksi tai kaksi keinoa ja toistaa niitä säännöllisesti, vaikka vaikutus ei tuntuisi heti.',
    sections: [
      {
        title: 'Miksi rentoutumista kannattaa harjoitella',
        type: 'text',
        content:
          'Kun elimistö kokee kiirettä tai uhkaa, se valmistautuu toimimaan: syke nousee, lihakset jännittyvät ja vireystila kohoaa. Lyhytaikaisena tämä on täysin normaalia ja hyödyllistäkin. Jos jännitys kuitenkin jatkuu päivästä toiseen, palautuminen jää vähälle ja iltaisin voi olla vaikea rauhoittua.\n\n' +
          'Rentoutumisharjoitukset ohjaavat huomion hengitykseen ja kehoon. Ne eivät poista stressin syitä, mutta ne antavat keinon katkaista jännityksen kierre hetkeksi. Moni huomaa, että säännöllisesti harjoiteltuna rentoutuminen onnistuu vähitellen nopeammin myös arjen keskellä. Unettomuuden lääkkeettömässä hoidossa, kuten kognitiivisessa käyttäytymisterapiassa, harjoitellaan usein myös rentoutumista.',
      },
      {
        title: 'Rauhallinen hengitys',
        type: 'text',
        content:
          'Hengitys on helpoin tapa aloittaa, koska se kulkee aina mukana. Rauhoittavassa hengityksessä uloshengitys on sisäänhengitystä pidempi.\n\n' +
          '- Istu tai makaa mukavasti ja laske toinen käsi vatsan päälle.\n' +
          '- Hengitä nenän kautta rauhallisesti sisään noin neljään laskien niin, että vatsa kohoaa käden alla.\n' +
          '- Hengitä ulos suun tai nenän kautta hitaasti noin kuuteen laskien.\n' +
          '- Jatka 3–5 minuuttia. Anna hengityksen tasaantua omaan tahtiinsa, älä pakota sitä.\n\n' +
          'Jos sinua alkaa huimata, palaa tavalliseen hengitykseen. Harjoitusta voi tehdä esimerkiksi ennen palaveria, bussissa tai sängyssä ennen nukahtamista. Kun se on tuttu, muutamakin rauhallinen hengitys voi auttaa palauttamaan keskittymisen.',
      },
      {
        title: 'Progressiivinen lihasrentoutus',
        type: 'text',
        content:
          'Progressiivisessa lihasrentoutuksessa jännität ja rentoutat lihasryhmiä vuorotellen. Ajatuksena on oppia tunnistamaan ero jännittyneen ja rentoutuneen lihaksen välillä, jotta huomaat jännityksen myös arjessa ja osaat päästää siitä irti. Koko kierrokseen kuluu noin 10–15 minuuttia.\n\n' +
          '- Aloita jaloista: jännitä varpaat ja pohkeet noin viiden sekunnin ajan, ja päästä sitten irti.\n' +
          '- Keskity 20–30 sekunnin ajan siihen, miltä rentoutunut lihas tuntuu.\n' +
          '- Etene samalla tavalla reisiin, pakaroihin, vatsaan, käsiin, hartioihin ja lopuksi kasvoihin.\n' +
          '- Hengitä rauhallisesti koko ajan äläkä pidätä hengitystä jännittäessäsi.\n\n' +
          'Jännitä vain sen verran, että tunnet lihaksen työskentelevän. Jos jokin kehonosa on kipeä tai loukkaantunut, jätä sen jännittäminen väliin ja keskity pelkkään rentoutukseen.',
      },
      {
        title: 'Kehon läpikäynti',
        type: 'text',
        content:
          'Kehon läpikäynnissä et jännitä lihaksia, vaan siirrät huomion rauhassa kehonosasta toiseen varpaista päälakeen. Pysähdy hetkeksi kuhunkin kohtaan ja huomaa, miltä siellä tuntuu: lämpöä, painoa, kihelmöintiä tai ei mitään erityistä. Kaikki tuntemukset ovat sallittuja, eikä mitään tarvitse muuttaa.\n\n' +
          'Ajatukset karkaavat harjoituksen aikana väistämättä muualle. Se ei tarkoita epäonnistumista: kun huomaat ajatusten lähteneen, palauta huomio lempeästi takaisin siihen kohtaan, johon jäit. Kehon läpikäynti sopii hyvin tehtäväksi makuulla illalla, ja moni käyttää apuna äänitettyä ohjausta.',
      },
      {
        title: 'Lyhyet tauot ja luonto',
        type: 'bullets',
        content: [
          '**Pidä taukoja ennen kuin väsyt.** Muutaman minuutin tauko tunnin välein tuntuu usein virkistävämmältä kuin yksi pitkä tauko päivän lopussa. Nouse, venyttele ja katso hetki kauas.',
          '**Liiku ulkona.** Lyhytkin kävely päivänvalossa katkaisee istumisen, tuulettaa ajatuksia ja tukee samalla vuorokausirytmiä.',
          '**Hakeudu luontoon.** Metsä, puisto tai ranta on monelle luonteva paikka rauhoittua. Suomessa luonto on yleensä lähellä, ja jokamiehenoikeudet sallivat liikkumisen luonnossa laajasti. Kiinnitä kävellessä huomiota ääniin, tuoksuihin ja väreihin.',
          '**Tee jotain käsilläsi.** Ruoanlaitto, puutarhatyöt tai käsityöt vievät huomion tekemiseen ja antavat mielelle tauon murehtimisesta.',
        ],
      },
      {
        title: 'Ruudut ja rauhallinen ilta',
        type: 'text',
        content:
          'Puhelin on mukana kaikkialla, ja jatkuvat ilmoitukset pitävät mielen valppaana. Rentoutumista helpottaa, kun rajaat ruutuaikaa erityisesti illalla.\n\n' +
          '- Laita ilmoitukset pois päältä illaksi tai käytä puhelimen keskeytystilaa.\n' +
          '- Jätä viimeinen tunti ennen nukkumaanmenoa ilman työviestejä, uutisia ja loputonta selaamista.\n' +
          '- Himmennä valot ja valitse rauhallista tekemistä: lukemista, venyttelyä, lämmin suihku tai jokin tämän artikkelin harjoituksista.\n' +
          '- Jos huolet pyörivät mielessä, kirjoita ne paperille ja sovi itsesi kanssa, että palaat niihin huomenna.\n' +
          '- Toista samaa iltarutiinia joka ilta. Kun järjestys on tuttu, se alkaa itsessään viestiä keholle, että päivä on päättymässä.\n\n' +
          'Lisää keinoja makuuhuoneen, valon ja rytmin kuntoon laittamiseen löydät oppaastamme [unenlaadun parantamisesta](/unenlaatu) ja artikkelista [Laadukas uni – arjen tavat hyvän unen tueksi](/articles/mindfulness/laadukas-uni).',
      },
      {
        title: 'Kun rentoutuminen ei riitä',
        type: 'text',
        content:
          'Rentoutumisharjoitukset ovat hyvä arjen apu, mutta ne eivät korvaa ammattiapua. Hakeudu terveyskeskukseen, työterveyshuoltoon tai muuhun terveydenhuoltoon, jos stressi, ahdistuneisuus tai alakulo jatkuu viikkoja ja haittaa arkeasi, tai jos univaikeudet toistuvat useana yönä viikossa yli kolmen kuukauden ajan. Jos olo on hyvin tukala tai mielessä käy itsetuhoisia ajatuksia, hae apua heti, tarvittaessa hätänumerosta 112.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Rentoutuminen onnistuu parhaiten, kun siitä tulee tapa. Aloita yhdellä keinolla: muutama minuutti rauhallista hengitystä päivän aikana, progressiivinen lihasrentoutus tai kehon läpikäynti illalla, lyhyt kävely ulkona tai tunti ilman ruutuja ennen nukkumaanmenoa. Toista valitsemaasi harjoitusta muutaman viikon ajan ja katso, miltä olo tuntuu.\n\n' +
      'Rauhallinen ilta tukee myös unta. Lue lisää oppaastamme [unenlaadun parantamisesta](/unenlaatu).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Unettomuus (terveyskirjasto.fi)',
      'THL: mielenterveyttä ja stressiä koskeva tieto (thl.fi)',
    ],
  },
} satisfies ArticleBody;
