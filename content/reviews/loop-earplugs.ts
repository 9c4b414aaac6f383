import type { Review } from '../schemas/review.ts';

/** Review of Loop earplugs for sleep and noise: mainly Loop Quiet 2, compared with Loop Experience 2. */
export const review = {
  id: 'loop-earplugs',
  title: 'Loop-korvatulpat – arvostelu',
  rating: 4.4,
  description:
    'Arvioimme Loop Quiet 2 -korvatulpat nukkumisen ja melun vaimentamisen kannalta ja vertasimme niitä Loop Experience 2 -malliin. Katso, kenelle noin 25 €:n silikonitulpat sopivat.',
  productId: 'loop-quiet-2',
  routePath: '/tuotearvostelut/loop-earplugs',
  imageSrc: '/images/articles/loop-earplugs.svg',
  imageAlt: 'Loop Quiet 2',
  updateDate: '2025-02-12',
  highlights: [
    { text: 'Pehmeää silikonia ja neljä kärkikokoa: XS, S, M ja L', type: 'positive' },
    { text: 'Uudelleenkäytettävä ja pestävä', type: 'positive' },
    { text: 'Valmistajan mukaan vaimentaa jopa 24 dB', type: 'neutral' },
    { text: 'Lenkki voi tuntua tyynyä vasten kylkimakuulla', type: 'neutral' },
    { text: 'Moninkertainen hinta kertakäyttötulppiin verrattuna', type: 'negative' },
  ],
  content: {
    overview:
      'Loop Quiet 2 on belgialaisen Loopin uudelleenkäytettävä korvatulppa, joka on tarkoitettu nukkumiseen, keskittymiseen ja muihin tilanteisiin, joissa haluat ympärillesi mahdollisimman paljon hiljaisuutta. Tulppa on pehmeää silikonia, ja valmistaja ilmoittaa sen vaimentavan melua jopa 24 dB. Hinta on noin 24,95 €.\n\nLoop tunnetaan renkaan muotoisista tulpistaan. Korvakäytävään menevän kärjen jatkona on pieni lenkki, joka jää korvalehden koverrukseen ja josta tulpan saa helposti pois. Sama muotoilu on myös muissa Loopin malleissa, kuten konsertteihin ja meluisiin tiloihin suunnitellussa Loop Experience 2 -mallissa.\n\nTässä arvostelussa käymme läpi, mitä Quiet 2 tarjoaa nukkujalle, miten se eroaa Experience 2:sta ja milloin edullisemmat vaahtomuovi- tai vahatulpat ajavat saman asian.',
    sections: [
      {
        title: 'Mikä Loop Quiet 2 on?',
        content:
          'Loop Quiet 2 on tehty tilanteisiin, joissa tavoitteena on vaimentaa ääntä mahdollisimman paljon: yöuneen, keskittymistä vaativaan työhön avokonttorissa tai matkustamiseen. Toisin kuin Loopin musiikkiin tarkoitetuissa malleissa, Quiet 2:ssa ei ole akustista kanavaa eikä suodatinta, vaan silikonikärki tukkii korvakäytävän. Siksi se vaimentaa enemmän, mutta puhe ja musiikki kuulostavat sen läpi vaimeilta ja tukkoisilta.\n\nTulpan mukana tulee vaihdettavat kärjet neljässä koossa: XS, S, M ja L. Tulpat ovat uudelleenkäytettäviä, joten yksi pari voi korvata suuren määrän kertakäyttötulppia, kun pidät siitä huolta.',
      },
      {
        title: 'Miten arvioimme',
        content:
          'Emme ole pitäneet tulppia pitkäaikaiskokeessa emmekä mitanneet niiden vaimennusta itse. Arvioimme Loop Quiet 2:n valmistajan julkaisemien tuotetietojen ja käyttöohjeiden, suomalaisten verkkokauppojen hintojen sekä [korvatulppavertailumme](/paras-korvatulppa) muiden tuotteiden perusteella. Kaikki vaimennusluvut ovat valmistajien ilmoittamia. Arvosana 4,4/5 on toimituksen oma arvio siitä, miten tulppa sopii nukkumiseen ja melun vaimentamiseen hintaansa nähden.',
      },
      {
        title: 'Quiet 2 vai Experience 2?',
        type: 'text-with-image',
        imagePath: '/images/categories/uni.svg',
        content:
          'Loopin mallit näyttävät päältä lähes samanlaisilta, mutta ne on tehty eri tarkoituksiin:\n\n- **Loop Quiet 2** vaimentaa valmistajan mukaan jopa 24 dB ja tukkii äänen mahdollisimman hyvin. Hinta on noin 24,95 €.\n- **Loop Experience 2** vaimentaa jopa 17 dB. Sen akustinen kanava ja suodatin on suunniteltu niin, että puhe ja musiikki kuuluvat edelleen selkeinä. Mukana tulee kantorasia, ja hinta on noin 34,95 €.\n\nNukkumiseen Quiet 2 on näistä kahdesta järkevämpi valinta. Yöllä et tarvitse musiikin selkeyttä vaan hiljaisuutta, ja Quiet 2 on lisäksi noin 10 € edullisempi. Experience 2 sopii paremmin konsertteihin, ravintoloihin ja muihin meluisiin paikkoihin, joissa haluat edelleen kuulla ympäristöäsi. Loopilla on myös erityisesti nukkumiseen suunniteltu Loop Dream -malli, jota emme arvioineet tässä.',
      },
      {
        title: 'Käyttö nukkuessa',
        content:
          'Tulppa asetetaan korvakäytävään niin, että lenkki jää korvalehden koverrukseen. Kokeile ensin keskikokoista kärkeä ja vaihda pienempään tai suurempaan, jos tulppa painaa tai ei pysy paikallaan. Hyvin istuva tulppa tiivistää korvakäytävän, ja ympäristön äänet vaimenevat selvästi heti, kun tulppa on paikallaan. Huonosti istuva tulppa vaimentaa paljon vähemmän kuin valmistajan ilmoittama luku.\n\nKylkimakuulla ratkaisee, miten tulppa asettuu korvaan. Silikonikärki on pehmeä, mutta lenkki jää korvan ulkopuolelle ja voi tuntua tyynyä vasten. Se, häiritseekö tämä, riippuu korvan muodosta ja myös [tyynystä](/paras-tyyny).\n\nMuista lisäksi nämä:\n- Tulppa vaimentaa ääntä mutta ei poista sitä. Kovan kuorsauksen tai liikenteen matalan jylinän voi edelleen kuulla, koska matalat äänet läpäisevät tulpat helpommin kuin korkeat.\n- Varmista, että kuulet herätyskellon ja palovaroittimen. Värinähälytys rannekkeessa tai kellossa on yksi ratkaisu.\n- Melu on vain yksi unen häiriötekijä. Muista keinoista kerromme artikkelissa [Unenlaatu](/unenlaatu).',
      },
      {
        title: 'Puhdistus ja huolto',
        content:
          'Uudelleenkäytettävä tulppa kerää korvavahaa ja ihon rasvaa, joten puhdista se säännöllisesti. Valmistaja ohjeistaa pesemään tulpat miedolla saippualla ja haalealla vedellä ja antamaan niiden kuivua ennen seuraavaa käyttöä. Säilytä tulpat puhtaassa rasiassa, älä lainaa niitä muille ja vaihda ne uusiin, jos silikoni repeää tai kärki ei enää tiivistä.\n\nJos korvaan sattuu tai sinulla on korvatulehdus, pidä taukoa tulppien käytöstä ja kysy tarvittaessa neuvoa lääkäriltä.',
      },
      {
        title: 'Hinta',
        content:
          'Loop Quiet 2 maksaa noin 24,95 €. Se on moninkertainen hinta kertakäyttöisiin tulppiin verrattuna: esimerkiksi Ohropax Classic -vahatulpat maksavat noin 6,90 € 12 kappaleen pakkauksessa, ja 3M E-A-R Classic -vaahtotulppia saa edullisesti suurina pakkauksina. Vaahtotulpan ilmoitettu vaimennus, SNR 28 dB, on myös suurempi kuin Quiet 2:n.\n\nQuiet 2:n hinnalla saat pestävän ja uudelleenkäytettävän tulpan, neljä kärkikokoa ja siistin ulkonäön. Jos käytät tulppia joka yö, hinta jakautuu pitkälle ajalle. Jos tarvitset niitä vain satunnaisesti matkoilla, edullinen vaahtotulppa riittää hyvin.',
      },
      {
        title: 'Plussat ja miinukset',
        content:
          '**Plussat**\n\n- Pehmeä silikonikärki, joka mukautuu korvakäytävään.\n- Neljä kärkikokoa helpottaa sopivan istuvuuden löytämistä.\n- Uudelleenkäytettävä ja pestävä.\n- Lenkistä on helppo ottaa tulppa pois.\n\n**Miinukset**\n\n- Hinta on moninkertainen kertakäyttötulppiin verrattuna.\n- Ilmoitettu vaimennus on pienempi kuin esimerkiksi 3M E-A-R Classic -vaahtotulpan.\n- Lenkki voi tuntua tyynyä vasten kylkimakuulla.\n- Puhe ja musiikki kuulostavat tukkoisilta, joten tulppa ei sovi konsertteihin.',
      },
      {
        title: 'Kenelle Loop Quiet 2 sopii?',
        content:
          'Loop Quiet 2 sopii sinulle, jos käytät korvatulppia säännöllisesti, kaipaat pehmeää ja pestävää tulppaa ja haluat vaimentaa esimerkiksi kumppanin kuorsausta, naapurin ääniä tai avokonttorin hälinää. Jos etsit mahdollisimman suurta vaimennusta pienellä rahalla, vaahtotulppa on parempi valinta. Jos taas haluat kuulla musiikkia ja puhetta selkeästi, valitse Experience 2. Eri tulppatyyppejä vertailemme artikkelissa [Paras korvatulppa](/paras-korvatulppa).',
      },
    ],
    verdict: {
      recommend: [
        'käytät korvatulppia lähes joka yö ja haluat pestävän tulpan kertakäyttöisten tilalle',
        'vaahtotulpat tuntuvat sinusta epämukavilta tai valuvat yöllä ulos',
        'haluat vaimentaa kuorsausta, naapurin ääniä tai avokonttorin hälinää',
        'tarvitset eri kokoisia kärkiä, jotta tulppa istuu korvaasi',
      ],
      consider: [
        'haluat mahdollisimman suuren vaimennuksen pienimmällä hinnalla',
        'tarvitset tulppia vain satunnaisesti, esimerkiksi lennoilla',
        'nukut kyljelläsi ja korvan ulkopuolelle jäävä lenkki häiritsee sinua',
        'haluat kuulla musiikkia ja puhetta selkeästi, jolloin Loop Experience 2 sopii paremmin',
      ],
    },
  },
} satisfies Review;
