import type { ArticleBody } from '../schemas/article.ts';

/** Omega-3: EPA ja DHA, tavallinen määrä 250–500 mg päivässä, kalaöljy vai leväöljy, hapettuminen ja pakkausmerkinnät. */
export const body = {
  id: 'omega-3',
  updateDate: '2025-09-18', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Omega-3-rasvahapot ovat monityydyttymättömiä rasvahappoja, joita elimistö ei pysty valmistamaan riittävästi itse. Ravintolisien yhteydessä niistä puhutaan yleensä lyhenteillä EPA ja DHA, ja juuri niiden määrä ratkaisee, mitä valmisteesta saat.\n\n' +
      'Tässä artikkelissa kerromme, mitä EPA ja DHA ovat, mistä niitä saa ruoasta, kuinka paljon niitä tavallisesti tavoitellaan ja miten kalaöljy ja leväöljy eroavat. Lopuksi käymme läpi, miten pakkausmerkintöjä luetaan ja miten öljy pysyy hyvänä.',
    sections: [
      {
        title: 'Mitä EPA ja DHA ovat',
        type: 'text',
        content:
          'EPA (eikosapentaeenihappo) ja DHA (dokosaheksaeenihappo) ovat pitkäketjuisia omega-3-rasvahappoja. Niitä saadaan lähinnä kalasta ja muista merenelävistä. Kasvikunnan omega-3-rasvahappo on alfalinoleenihappo eli ALA, jota on esimerkiksi rypsiöljyssä, pellavansiemenissä ja saksanpähkinöissä. Elimistö muuttaa ALA:ta EPA:ksi ja DHA:ksi vain vähän, joten kasviöljyt eivät korvaa kalaa EPA:n ja DHA:n lähteenä.\n\n' +
          'EU:ssa hyväksyttyjen terveysväitteiden mukaan EPA ja DHA edistävät sydämen normaalia toimintaa, kun niitä saadaan yhteensä 250 mg päivässä. Lisäksi DHA edistää aivojen normaalin toiminnan ylläpitämistä ja näkökyvyn säilymistä normaalina, kun DHA:ta saadaan 250 mg päivässä.',
      },
      {
        title: 'Kuinka paljon EPA:ta ja DHA:ta tarvitaan',
        type: 'text',
        content:
          'Tavallisesti tavoitteena pidetään 250–500 mg EPA:ta ja DHA:ta yhteensä päivässä. Suomalaisten ravitsemussuositusten mukaan kalaa kannattaa syödä 2–3 kertaa viikossa eri kalalajeja vaihdellen, ja rasvainen kala, kuten lohi, silakka, muikku ja makrilli, on paras EPA:n ja DHA:n lähde.\n\n' +
          'Ravintolisä on ruoan täydennys, ei korvike. Siitä on eniten hyötyä, jos syöt kalaa harvoin tai et lainkaan, esimerkiksi kasvis- tai vegaaniruokavalion vuoksi. Jos syöt rasvaista kalaa säännöllisesti, saat EPA:ta ja DHA:ta todennäköisesti jo ruoasta.\n\n' +
          'Suurempi määrä ei ole automaattisesti parempi. EFSA on arvioinut, että aikuisille jopa 5 g päivässä EPA:ta ja DHA:ta yhteensä ravintolisistä ei aiheuta turvallisuushuolta, mutta tavalliseen käyttöön niin suurelle määrälle ei ole tarvetta.',
      },
      {
        title: 'Kalaöljy vai leväöljy',
        type: 'text',
        content:
          '**Kalaöljy** on yleisin ja yleensä edullisin omega-3-lähde. Se valmistetaan tavallisesti pienistä rasvaisista kaloista, kuten anjoviksesta ja sardiinista. Kalanmaksaöljy on kalaöljyn erityismuoto, jossa on luonnostaan myös A- ja D-vitamiinia.\n\n' +
          '**Leväöljy** valmistetaan mikrolevistä. Kalat saavat EPA:nsa ja DHA:nsa ravintoketjun kautta juuri levistä, joten leväöljy on näiden rasvahappojen alkuperäinen lähde. Se sopii kasvissyöjille ja vegaaneille, jos kapselin kuori on kasviperäinen. Leväöljyssä on usein enemmän DHA:ta kuin EPA:ta, ja se on yleensä kalaöljyä kalliimpaa.\n\n' +
          'Kumpikin käy, kunhan EPA:ta ja DHA:ta on riittävästi. Jos olet allerginen kalalle, leväöljy on luonteva vaihtoehto, mutta kysy tarvittaessa lääkäriltä.',
      },
      {
        title: 'Hapettuminen ja säilytys',
        type: 'bullets',
        content: [
          '**Omega-3-rasvahapot härskiintyvät helposti.** Ilma, valo ja lämpö hapettavat monityydyttymättömiä rasvahappoja. Siksi valmisteisiin lisätään usein antioksidanttina E-vitamiinia.',
          '**Haju ja maku kertovat.** Voimakas, pistävä kalan haju tai härskin maku viittaa siihen, että öljy on hapettunut. Sellaista valmistetta ei kannata käyttää.',
          '**Säilytä viileässä.** Pidä purkki suljettuna ja poissa valosta ja lämmöstä. Nestemäinen kalaöljy säilytetään avaamisen jälkeen yleensä jääkaapissa, ja se käytetään valmistajan ilmoittamassa ajassa.',
          '**Osta sopiva määrä.** Iso pakkaus on edullinen vain, jos ehdit käyttää sen ennen parasta ennen -päivää.',
          '**Laadun todentaminen.** Osa valmistajista julkaisee öljyn hapettumisarvot tai riippumattoman laboratorion testitulokset. Ne helpottavat vertailua, mutta puuttuminen ei yksin tarkoita, että öljy olisi huonoa.',
        ],
      },
      {
        title: 'Näin luet pakkausmerkintöjä',
        type: 'bullets',
        content: [
          '**Katso EPA ja DHA, älä öljyn määrää.** Merkintä "1 000 mg kalaöljyä" ei tarkoita 1 000 mg omega-3-rasvahappoja. Ratkaisevaa on, paljonko päiväannoksessa on EPA:ta ja DHA:ta milligrammoina.',
          '**Tarkista päiväannos.** Valmistajan päiväannos voi olla yksi, kaksi tai useampia kapseleita tai esimerkiksi 5 ml öljyä. Laske EPA:n ja DHA:n määrä sille annokselle, jota todella käytät.',
          '**Lähde ja muoto.** Pakkauksesta selviää, onko öljy kala- vai leväöljyä. Osa valmistajista kertoo myös, ovatko rasvahapot triglyseridi- vai etyyliesterimuodossa. Muotoa tärkeämpää on kuitenkin EPA:n ja DHA:n määrä, ja kummankin muodon voi ottaa aterian yhteydessä.',
          '**Lisätyt vitamiinit.** Kalanmaksaöljyssä ja osassa kalaöljyistä on A- tai D-vitamiinia. Laske ne yhteen muiden valmisteiden kanssa. Raskaana olevien kannattaa välttää runsaasti A-vitamiinia sisältäviä valmisteita.',
          '**Hinta päivää kohden.** Jaa pakkauksen hinta päiväannosten määrällä ja vertaa, paljonko EPA:ta ja DHA:ta saat samalla rahalla.',
        ],
      },
      {
        title: 'Kenen kannattaa kysyä ensin lääkäriltä',
        type: 'text',
        content:
          'Omega-3-valmisteet ovat tavallisina annoksina useimmille aikuisille turvallisia. Keskustele kuitenkin lääkärin tai apteekin kanssa ennen aloittamista, jos käytät verenohennuslääkettä, sinulla on tulossa leikkaus, olet raskaana tai imetät tai sinulla on jokin pitkäaikaissairaus. Jos vatsa ei siedä kapseleita, kokeile ottaa ne aterian yhteydessä.\n\n' +
          'Suomessa myytäviä kala- ja leväöljyjä vertailemme [omega-3-vertailussa](/paras-omega3), jossa olemme laskeneet myös EPA:n ja DHA:n määrän ja hinnan päivää kohden.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'EPA ja DHA ovat pitkäketjuisia omega-3-rasvahappoja, joita saadaan parhaiten rasvaisesta kalasta. Tavallisesti tavoitellaan 250–500 mg EPA:ta ja DHA:ta yhteensä päivässä. Jos syöt kalaa 2–3 kertaa viikossa, ravintolisää ei välttämättä tarvita. Jos kala jää vähälle, kalaöljy on yleensä edullisin vaihtoehto ja leväöljy sopii kasvissyöjälle.\n\n' +
      'Valmistetta valitessa katso EPA:n ja DHA:n määrä päiväannoksessa, säilytä öljy viileässä ja vertaa hintaa päivää kohden. Valmisteiden vertailun löydät sivulta [Paras omega-3](/paras-omega3), ja muista ravintolisistä kerromme oppaassa [Vitamiinit ja kivennäisaineet](/vitamiinit-ja-kivennaisaineet).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'EFSA: EU Register of nutrition and health claims – EPA ja DHA',
      'EFSA: Scientific Opinion on the Tolerable Upper Intake Level of eicosapentaenoic acid (EPA), docosahexaenoic acid (DHA) and docosapentaenoic acid (DPA)',
      'NIH Office of Dietary Supplements: Omega-3 Fatty Acids – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
