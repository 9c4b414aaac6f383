import type { ArticleBody } from '../schemas/article.ts';

/** Anti-aging-ihonhoito: ihon ikääntyminen, päivittäinen aurinkosuoja, retinolin maltillinen aloitus, kosteutus ja arjen tavat. */
export const body = {
  id: 'anti-aging',
  updateDate: '2025-03-27',
  content: {
    introduction: `Iho ikääntyy kahdella tavalla. Osa muutoksista kuuluu luonnolliseen vanhenemiseen, johon emme voi juuri vaikuttaa. Suuri osa kasvojen näkyvistä muutoksista johtuu kuitenkin ulkoisista tekijöistä, joista tärkein on auringon UV-säteily. Siksi ihonhoidossa ei tarvita kymmentä purkkia: muutama oikein valittu tuote ja arjen tavat ratkaisevat enemmän kuin kallis voide.

Tässä oppaassa käymme läpi, mitä ihossa iän myötä tapahtuu ja mihin kannattaa keskittyä: päivittäiseen aurinkosuojaan, retinolin maltilliseen aloittamiseen, hyvään kosteutukseen ja tapoihin, jotka näkyvät myös iholla.`,
    sections: [
      {
        title: 'Mitä ihossa tapahtuu iän myötä',
        type: 'text',
        content: `Iän myötä ihon kollageeni ja elastiini vähenevät, iho ohenee ja sen kimmoisuus heikkenee. Talirauhasten eritys vähenee, joten iho kuivuu helpommin, ja ihon uusiutuminen hidastuu. Nämä muutokset etenevät jokaisella omaa tahtiaan, ja perimällä on niissä suuri osuus.

Ulkoiset tekijät nopeuttavat muutoksia. Auringon UV-säteily vaurioittaa ihon kollageenia, ja vuosien mittaan se näkyy ryppyinä, pigmenttiläiskinä ja epätasaisena ihon sävynä. Tätä kutsutaan valoikääntymiseksi. Myös tupakointi vanhentaa ihoa selvästi. Hyvä uutinen on, että juuri näihin tekijöihin voit itse vaikuttaa.`,
      },
      {
        title: 'Aurinkosuoja joka päivä',
        type: 'text',
        content: `Jos valitset ihonhoitoosi vain yhden tuotteen, valitse aurinkosuoja. UVA-säteily on keskeinen syy ihon ennenaikaiseen ikääntymiseen, ja se läpäisee pilvet ja ikkunalasin. Siksi kasvojen aurinkosuoja kannattaa levittää aamuisin myös pilvisinä päivinä ainakin keväästä syksyyn, jolloin UV-indeksi nousee Suomessa usein kolmeen tai sen yli.

Pakkauksen suojakerroin eli SPF kertoo suojasta UVB-säteilyä vastaan, joka polttaa ihon. UVA-suojasta kertoo UVA-merkki ympyrän sisällä: EU:n suosituksen mukaan tuotteen UVA-suojan on oltava vähintään kolmasosa suojakertoimesta.

Suojakerroin pätee vain, kun voidetta on riittävästi. Testauksessa käytetään 2 mg voidetta ihon neliösenttiä kohden, mikä on selvästi enemmän kuin useimmat levittävät. Lisää voidetta päivän mittaan, kun olet ulkona, sekä uinnin ja hikoilun jälkeen. Vertailimme päivittäiseen käyttöön sopivia tuotteita [aurinkovoidevertailussa](/paras-aurinkovoide).`,
      },
      {
        title: 'Retinoli: aloita maltilla',
        type: 'text',
        content: `Retinoli on A-vitamiinin muoto, jota käytetään ikääntyvän ihon iltahoidossa. Valmistajien mukaan se tasoittaa säännöllisessä käytössä ihon pintaa ja sävyä. Vaikutus on kosmeettinen ja näkyy vasta kuukausien käytön jälkeen.

Retinoli ärsyttää ihoa helposti, joten aloita miedolla tuotteella ja käytä sitä ensin yhtenä tai kahtena iltana viikossa. Levitä herneen kokoinen määrä kuivalle iholle ja kosteusvoide päälle. Kuivuus ja hilseily ensimmäisinä viikkoina ovat tavallisia, mutta jos iho punoittaa ja kirvelee, harvenna käyttöä. Retinolia ei suositella raskauden eikä imetyksen aikana.

EU on vuonna 2024 rajoittanut retinolin ja sen esterien pitoisuudet kosmetiikassa: kasvotuotteissa enintään 0,3 % ja vartalovoiteissa enintään 0,05 % retinoliekvivalentteina. Rajan ylittäviä tuotteita ei saa saattaa markkinoille 1.11.2025 alkaen, ja jo kaupoissa olevia saa myydä 30.4.2027 asti.

Tuotteita aloittelijasta kokeneeseen käyttäjään vertailemme [retinolivertailussa](/paras-retinoli) ja seerumeita tarkemmin [retinoliseerumien vertailussa](/paras-retinoliseerumi).`,
      },
      {
        title: 'Kosteutus ja hyaluronihappo',
        type: 'text',
        content: `Ikääntyvä iho kuivuu helpommin, ja Suomen talvi kuivan sisäilman kanssa lisää kiristystä. Hyvä kosteusvoide vähentää veden haihtumista ihosta ja tukee ihon suojakerrosta. Se on myös retinolin käyttäjän tärkein apu.

Hyaluronihapposeerumi sitoo kosteutta ihon pintakerrokseen. Levitä se hieman kostealle iholle ja lukitse kosteus voiteella. Iholle levitetty hyaluronihappo ei täytä ryppyjä, mutta kosteutettu iho tuntuu pehmeämmältä ja näyttää sileämmältä. Seerumeita vertailemme [hyaluronihappovertailussa](/paras-hyaluronihappo).

Puhdista kasvot miedolla puhdistustuotteella. Voimakkaat kuorinnat ja kuumalla vedellä peseminen kuivattavat ihoa, eikä niitä kannata yhdistää retinolin aloitukseen.`,
      },
      {
        title: 'Arjen tavat, jotka näkyvät iholla',
        type: 'bullets',
        content: [
          '**Älä tupakoi.** Tupakointi on auringon ohella merkittävin ihon ikääntymistä nopeuttava tekijä, johon voit itse vaikuttaa.',
          '**Suojaudu auringolta muutenkin kuin voiteella.** Hattu, aurinkolasit, vaatteet ja varjo keskipäivän voimakkaimmassa auringossa vähentävät UV-altistusta. Älä käytä solariumia.',
          '**Nuku riittävästi.** Univaje näkyy monella väsyneenä ilmeenä ja silmänalusina. Vinkkejä saat [unenlaatua](/unenlaatu) käsittelevästä oppaastamme.',
          '**Syö monipuolisesti.** Kasviksia, hedelmiä, täysjyväviljaa ja hyviä rasvoja sisältävä ruokavalio on hyvän terveyden perusta. Mikään yksittäinen ruoka tai ravintolisä ei kuitenkaan korvaa aurinkosuojaa.',
          '**Käytä alkoholia kohtuudella.** Runsas alkoholinkäyttö kuormittaa elimistöä ja heikentää unen laatua.',
          '**Pysy johdonmukaisena.** Yksinkertainen rutiini, jota noudatat joka päivä, vie pidemmälle kuin tiheään vaihtuvat tuotteet.',
        ],
      },
      {
        title: 'Milloin kannattaa käydä lääkärissä',
        type: 'text',
        content: `Näytä ihosi lääkärille, jos huomaat luomen, joka muuttaa kokoaan, muotoaan tai väriään, uuden nopeasti kasvavan muutoksen, haavan, joka ei parane, tai hilseilevän läiskän, joka ei häviä. Ihon muutokset kannattaa tarkistaa säännöllisesti itse, etenkin jos olet palanut auringossa usein.

Lääkäriin kannattaa hakeutua myös, jos harkitset vahvempia hoitoja. A-vitamiinihappovoiteet, kuten tretinoiini, ovat reseptilääkkeitä, ja täyteaineet ja muut toimenpiteet kuuluvat koulutetulle ammattilaiselle.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Ihon ikääntymiseen vaikuttavat sekä luonnollinen vanheneminen että ulkoiset tekijät, joista tärkein on UV-säteily. Tehokkain ihonhoidon perusta on yksinkertainen: aurinkosuoja joka aamu, retinoli maltillisesti illalla, hyvä kosteutus ja tupakoimattomuus.

- Valitse aurinkosuoja, jossa on korkea suojakerroin ja UVA-merkki ympyrän sisällä, ja levitä sitä riittävästi.
- Aloita retinoli miedosti ja harvakseltaan, ja jätä se pois raskauden ja imetyksen ajaksi.
- Kosteuta ihoa ja lisää tarvittaessa hyaluronihapposeerumi.
- Näytä muuttuvat luomet ja uudet ihomuutokset lääkärille.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Säteilyturvakeskus STUK: UV-säteily ja aurinkosuojaus (stuk.fi)',
      'Euroopan komissio: Suositus 2006/647/EY aurinkosuojatuotteiden tehosta ja niitä koskevista väittämistä',
      'Euroopan komissio: Asetus (EU) 2024/996 kosmeettisista valmisteista annetun asetuksen (EY) N:o 1223/2009 muuttamisesta (A-vitamiinin enimmäispitoisuudet)',
      'Tukes: Kosmetiikka (tukes.fi)',
      'Terveyskirjasto Duodecim (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
