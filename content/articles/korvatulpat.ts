import type { ArticleBody } from '../schemas/article.ts';

/** Parhaat korvatulpat nukkumiseen 2025: vaahtomuovi, vaha ja silikoni, ilmoitettu vaimennus ja hinta. */
export const body = {
  id: 'korvatulpat',
  updateDate: '2025-09-26',
  content: {
    introduction:
      'Melu on yksi tavallisimmista unen häiritsijöistä. Liikenne, naapurit tai kuorsaava puoliso voivat herättää tai keventää unta, vaikka heräämisiä ei aamulla muistaisi. Kun ääntä ei voi poistaa sen lähteestä, korvatulpat ovat edullinen ja helppo keino vaimentaa sitä.\n\nNukkumiseen käytetään kolmenlaisia tulppia. Vaahtomuovitulppa rullataan ohueksi ja asetetaan korvakäytävään, jossa se laajenee. Vahatulppa muotoillaan sormin ja painetaan korvakäytävän aukon päälle. Uudelleenkäytettävissä tulpissa on pehmeä silikoninen kärki, joka tiivistää korvakäytävän. Tyypistä riippuu, miltä tulppa tuntuu kyljellään nukkuessa, kuinka paljon se vaimentaa ja mitä se maksaa yötä kohden.\n\nVertailussa on neljä Suomessa myytävää korvatulppaa. Kun valitset, katso ennen kaikkea istuvuutta: huonosti asettuva tulppa vaimentaa vähemmän kuin pakkaukseen merkitty luku lupaa. Varmista myös, että kuulet herätyskellon ja palovaroittimen. Loopin tulppia käsittelemme tarkemmin [Loop-korvatulppien arvostelussa](/tuotearvostelut/loop-earplugs).',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Loop Quiet 2', '3M E-A-R Classic', 'Ohropax Classic', 'Loop Experience 2'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun eri tyyppisiä tulppia, jotta mukana on vaihtoehto sekä satunnaiseen että jokaöiseen käyttöön. Arvioimme ne näillä perusteilla:\n\n- **Ilmoitettu vaimennus:** valmistajan ilmoittama vaimennus desibeleinä. Osa valmistajista ilmoittaa standardoidun SNR-luvun, osa enimmäisvaimennuksen, joten luvut eivät ole suoraan vertailukelpoisia.\n- **Mukavuus nukkuessa:** tuntuuko tulppa kylkimakuulla ja pysyykö se paikallaan koko yön.\n- **Materiaali ja koot:** vaahtomuovi, vaha vai silikoni ja löytyykö eri kokoisia kärkiä.\n- **Hinta käyttökertaa kohden:** kertakäyttöisten tulppien hinta paria kohden ja uudelleenkäytettävien hinta käyttöajan mukaan.\n- **Hygienia:** voiko tulpan pestä vai vaihdetaanko se.\n- **Saatavuus Suomessa:** tulppia myydään suomalaisissa verkkokaupoissa ja apteekeissa.\n\nEmme ole mitanneet tulppien vaimennusta itse. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Loop Quiet 2',
        type: 'text-with-image',
        productIds: ['loop-quiet-2'],
        content:
          'Loop Quiet 2 on pehmeästä silikonista valmistettu uudelleenkäytettävä korvatulppa, joka on suunniteltu nukkumiseen ja keskittymiseen. Valmistajan mukaan se vaimentaa melua jopa 24 dB. Pakkauksessa on neljä kärkikokoa, XS, S, M ja L, joten sopivan istuvuuden löytää useimmiten. Verkkokauppa.comissa hinta on 24,95 €. Jos käytät tulppia joka yö vuoden ajan, yksi yö maksaa noin 0,07 € (24,95 € / 365 yötä).\n\n**Paras valinta, jos** haluat pehmeät ja pestävät tulpat jokaiseen yöhön etkä tarvitse järeintä mahdollista vaimennusta.\n\n**Vahvuudet:** pehmeä materiaali, neljä kärkikokoa ja pitkä käyttöikä. Tulpat pestään miedolla saippualla ja vedellä, ja edullisin hinta yötä kohden syntyy juuri säännöllisessä käytössä.\n\n**Heikkoudet:** vaimennus jää vaahtotulppia pienemmäksi, joten kovaa kuorsausta tai vilkasta liikennettä vastaan se ei välttämättä riitä. Kylkimakuulla tuntuma riippuu korvan muodosta ja kärjen koosta. Pienet tulpat katoavat helposti, joten säilytä ne kotelossa.',
      },
      {
        title: '3M E-A-R Classic',
        type: 'text-with-image',
        productIds: ['3m-e-a-r-classic'],
        content:
          '3M E-A-R Classic on tunnettu kertakäyttöinen vaahtotulppa, joka on valmistettu hitaasti palautuvasta PVC-vaahdosta. Tulppa rullataan sormien välissä ohueksi ja asetetaan korvakäytävään, jossa se laajenee ja tiivistää käytävän. Vaimennusluku on SNR 28 dB, vertailun suurin. Tulppia myydään sekä pieninä pakkauksina että suurina rasioina. Hinta ei ollut tiedossamme, joten laske hinta paria kohden jakamalla pakkauksen hinta parien määrällä.\n\n**Paras valinta, jos** melu on kovaa, esimerkiksi kuorsausta tai liikennettä, ja haluat tehokkaan vaimennuksen edullisesti.\n\n**Vahvuudet:** vertailun suurin ilmoitettu vaimennus, yksinkertainen käyttää ja suurina pakkauksina edullinen.\n\n**Heikkoudet:** tulppa täyttää korvakäytävän, mikä tuntuu osasta epämukavalta. Oikea asettaminen vaatii harjoittelua: liian pintaan jäävä tulppa vaimentaa vähemmän ja voi pudota yöllä. Kertakäyttöisiä tulppia kuluu paljon, mikä tuottaa jätettä.',
      },
      {
        title: 'Ohropax Classic',
        type: 'text-with-image',
        productIds: ['ohropax-classic'],
        content:
          'Ohropax Classic on saksalainen korvatulppa, joka on valmistettu vahasta ja puuvillavanusta. Tulppa muotoillaan sormin pehmeäksi ja painetaan korvakäytävän aukon päälle, ei syvälle käytävään. Pakkauksessa on 12 tulppaa eli kuusi paria, ja Yliopiston Apteekissa hinta on 6,90 €. Yksi pari maksaa siis noin 1,15 € (6,90 € / 6 paria).\n\n**Paras valinta, jos** vaahtotulppa tuntuu korvakäytävässä epämukavalta ja haluat tiiviin, pehmeän tulpan, joka ei mene syvälle.\n\n**Vahvuudet:** tiivis ja pehmeä, muotoutuu korvan aukon mukaan ja sopii monelle, jonka korvakäytävä on ahdas tai herkkä. Pieni pakkaus on edullinen tapa kokeilla, sopiiko vahatulppa sinulle.\n\n**Heikkoudet:** vaha voi tarttua hiuksiin ja tyynyliinaan. Vahatulppaa ei voi pestä, vaan se vaihdetaan, kun se likaantuu, joten jatkuvassa käytössä uudelleenkäytettävä tulppa tulee yleensä edullisemmaksi.',
      },
      {
        title: 'Loop Experience 2',
        type: 'text-with-image',
        productIds: ['loop-experience-2'],
        content:
          'Loop Experience 2 on uudelleenkäytettävä korvatulppa, jossa on akustinen kanava ja suodatin. Se on suunniteltu ensisijaisesti konsertteihin ja meluisiin tiloihin: valmistajan mukaan se vaimentaa melua jopa 17 dB niin, että puhe ja musiikki kuuluvat edelleen selkeinä. Mukana on neljä kärkikokoa ja kantorasia. Gigantissa hinta on 34,95 €.\n\n**Paras valinta, jos** haluat yhdet tulpat sekä konsertteihin ja arjen meluisiin tilanteisiin että kevyeen unen suojaamiseen ja haluat kuulla herätyksen varmasti.\n\n**Vahvuudet:** ääni ei muutu tukkoiseksi, rakenne kestää pitkään ja tulpat sopivat moneen käyttöön. Kevyt vaimennus päästää herätyksen ja lähellä puhuvan äänen läpi.\n\n**Heikkoudet:** vertailun pienin vaimennus ja korkein hinta. Kuorsausta tai liikenteen melua vastaan Experience 2 on nukkumiseen liian kevyt, joten pelkästään uneen kannattaa valita Loop Quiet 2 tai vaahtotulppa.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['loop-quiet-2', '3m-e-a-r-classic', 'ohropax-classic', 'loop-experience-2'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Vaimennusluvut.** SNR (Single Number Rating) on kuulonsuojainten standardoitu vaimennusluku, joka mitataan laboratoriossa huolellisesti asetetuilla tulpilla. Kotioloissa vaimennus jää yleensä pienemmäksi, koska tulppa ei istu yhtä tiiviisti. Nukkumiseen ei tarvitse valita suurinta lukua: riittää, että tulppa vaimentaa häiritsevän äänen ja on niin mukava, että käytät sitä joka yö.\n\n**Istuvuus ratkaisee.** Vaahtotulppa rullataan ohueksi ja asetetaan korvakäytävään niin, että se ehtii laajeta paikallaan. Korvalehteä kannattaa samalla vetää kevyesti ylös ja taakse, jolloin korvakäytävä suoristuu. Silikonikärjellisistä tulpista kokeile useampaa kokoa: sopiva kärki tiivistää, mutta ei paina.\n\n**Kylkimakuu.** Jos nukut kyljelläsi, valitse tulppa, joka ei jää paljon korvan ulkopuolelle. Vahatulpat ja pehmeät vaahtotulpat tuntuvat monesta mukavimmilta tyynyä vasten.\n\n**Hygienia.** Pese kädet ennen tulppien asettamista. Kertakäyttöiset tulpat vaihdetaan, kun ne likaantuvat tai eivät enää laajene kunnolla, ja uudelleenkäytettävät pestään valmistajan ohjeen mukaan. Jos korvaasi kertyy herkästi vahaa, tulppien päivittäinen käyttö voi painaa sitä syvemmälle. Jos korvaa särkee, siitä tulee eritettä tai kuulo tuntuu lukkoon menneeltä, pidä taukoa ja ota yhteyttä terveydenhuoltoon.\n\n**Turvallisuus.** Korvatulpat eivät poista ääntä kokonaan, mutta ne voivat vaimentaa herätyskellon, palovaroittimen tai vauvan itkun. Kokeile ensimmäisinä öinä, kuuletko herätyksen, ja siirrä herätys tarvittaessa lähemmäs tai käytä värisevää herätystä.\n\n**Makuuhuone kuntoon.** Korvatulpat auttavat melua vastaan, mutta uneen vaikuttavat myös valo ja lämpötila. Makuuhuoneen sopiva lämpötila on 18–20 °C, ja pimeyttä saa lisää pimennysverhoilla tai [unimaskilla](/paras-unimaski). Lisää vinkkejä löydät oppaasta [Unenlaatu](/unenlaatu).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Voiko korvatulppia käyttää joka yö?**\nUseimmille säännöllinen käyttö sopii, kun tulpat ovat puhtaita ja asetat ne oikein. Jos sinulla on toistuvia korvatulehduksia tai vahatulppia, keskustele käytöstä lääkärin kanssa.\n\n**Kumpi on parempi nukkumiseen, vaahto vai silikoni?**\nVaahtotulppa vaimentaa yleensä tehokkaimmin, silikoni ja vaha tuntuvat monesta mukavammilta. Kokeile kumpaakin: paras tulppa on se, jota käytät joka yö.\n\n**Kuinka usein vaahtotulpat pitää vaihtaa?**\nVaihda ne, kun ne likaantuvat tai eivät enää laajene kunnolla. Tarkista valmistajan ohje pakkauksesta.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Loop Quiet 2 – pehmeä, pestävä silikonitulppa neljällä kärkikoolla, 24,95 € eli noin 0,07 € yöltä vuoden käytössä.\n- **Tehokkain vaimennus:** 3M E-A-R Classic – SNR 28 dB ja edullinen suurina pakkauksina.\n- **Edullisin kokeiluun ja herkälle korvalle:** Ohropax Classic – vahatulppa, joka painetaan korvakäytävän aukon päälle, 6,90 € eli noin 1,15 € paria kohden.\n- **Monikäyttöisin:** Loop Experience 2 – konsertteihin ja arkeen, mutta nukkumiseen kevyt vaimennus.\n\nNukkumiseen sopivin korvatulppa on se, joka istuu hyvin ja tuntuu mukavalta koko yön. Jos melu on kovaa, aloita vaahtotulpista. Jos mukavuus painaa enemmän, kokeile silikoni- tai vahatulppia. Varmista aina, että kuulet herätyksen ja palovaroittimen.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: korvavahaa ja korvien hoitoa käsittelevä tieto (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
