import type { ArticleBody } from '../schemas/article.ts';

/** Mikroneulauslaitteet kotikäytössä: rulla vai kynä, neulan pituus, hygienia, kenelle ei sovi ja milloin ammattilaiselle. */
export const body = {
  id: 'mikroneulauslaitteet',
  updateDate: '2025-10-02',
  content: {
    introduction:
      'Mikroneulaus on kauneudenhoitomenetelmä, jossa ihoon tehdään hyvin lyhyillä neuloilla tiheästi pieniä pistoja. Hoitoloissa ja klinikoilla neulaus tehdään ammattilaisen välineillä, ja kotikäyttöön myydään mikroneulausrullia ja sähköisiä mikroneulauskyniä. Valmistajat markkinoivat kotilaitteita ihon pinnan tasoittamiseen ja ihonhoitotuotteiden imeytymisen parantamiseen, mutta kotilaitteiden vaikutuksista on vähän riippumatonta tutkimusta.\n\n' +
      'Tässä oppaassa käymme läpi, miten rulla ja kynä eroavat toisistaan, miksi neulan pituus on valinnassa tärkein asia, miten laite pidetään puhtaana ja kenen ei pidä neulata ihoaan kotona. Valmiit laitevaihtoehdot löydät [mikroneulainten vertailusta](/paras-mikroneulain).',
    sections: [
      {
        title: 'Rulla vai kynä',
        type: 'text',
        content:
          '**Mikroneulausrulla** on käsikäyttöinen väline, jonka päässä on pieni rulla. Rullan pinnassa on kymmeniä tai satoja lyhyitä neuloja. Kun rullaa kuljetetaan iholla, neulat painuvat ihoon ja nousevat siitä vinosti rullan pyöriessä. Rulla on yksinkertainen ja edullinen, eikä siinä ole säädettävää. Siksi se sopii aloittelijalle, kunhan neulat ovat lyhyet.\n\n' +
          '**Mikroneulauskynä** on sähkölaite, jonka kärjessä olevat neulat liikkuvat nopeasti ylös ja alas. Neulat osuvat ihoon kohtisuoraan, ja pistojen syvyys pysyy tasaisempana kuin rullalla. Kynässä neulat ovat yleensä vaihdettavassa, kertakäyttöisessä kasetissa. Monissa kynissä syvyyttä voi säätää, ja säätöalue ulottuu usein ammattilaisille tarkoitettuihin syvyyksiin. Kynä vaatii siksi enemmän perehtymistä kuin rulla.',
      },
      {
        title: 'Neulan pituus ratkaisee',
        type: 'text',
        content:
          'Kotikäyttöön tarkoitetuissa laitteissa neulat ovat tavallisesti noin 0,2–0,3 mm pitkiä. Näin lyhyet neulat eivät ulotu syvälle ihoon, ja käsittely tuntuu useimmista lähinnä kihelmöinniltä.\n\n' +
          'Pidemmät, 0,5 mm:n ja sitä pidemmät neulat ulottuvat syvemmälle. Niihin liittyy suurempi verenvuodon, tulehduksen, arpeutumisen ja pigmenttimuutosten riski, joten ne kuuluvat koulutetulle ammattilaiselle, joka osaa arvioida ihon ja hoitaa mahdolliset haitat. Verkossa myydään edullisia rullia ja kyniä, joissa neulat ovat pitkiä. Älä valitse niitä kotikäyttöön, vaikka niiden luvattaisiin toimivan tehokkaammin.\n\n' +
          'Jos laitteessa on säädettävä syvyys, käytä vain lyhyimpiä asetuksia. Tarkista neulojen pituus aina pakkauksesta ennen ostoa.',
      },
      {
        title: 'Hygienia kotineulauksessa',
        type: 'bullets',
        content: [
          '**Puhdista kädet ja kasvot** ennen käsittelyä. Poista meikki ja aurinkovoide huolellisesti.',
          '**Desinfioi laite** ennen käyttöä ja käytön jälkeen valmistajan ohjeen mukaan. Anna sen kuivua ja säilytä se suojakotelossa.',
          '**Älä lainaa laitetta.** Mikroneulain on henkilökohtainen väline, kuten hammasharja.',
          '**Vaihda neulat ajoissa.** Vaihda rulla tai rullapää valmistajan ohjeen mukaan ja heti, jos neulat näyttävät vääntyneiltä tai tylsiltä. Kynän neulakasetti vaihdetaan joka kerta.',
          '**Käytä puhtaita tuotteita.** Levitä neulauksen jälkeen vain mietoja tuotteita puhtain käsin.',
        ],
      },
      {
        title: 'Kenelle kotimikroneulaus ei sovi',
        type: 'bullets',
        content: [
          '**Tulehtunut akne:** neulat voivat levittää bakteereja ja ärsyttää tulehtuneita näppylöitä. Aknen hoidosta kannattaa kysyä lääkäriltä.',
          '**Infektiot:** huuliherpes, märkivät näppylät tai muu ihoinfektio neulattavalla alueella.',
          '**Ihottumat ja ärtynyt iho:** esimerkiksi aktiivinen atooppinen ihottuma, punoittava ja kuumottava iho tai tuore auringonpolttama.',
          '**Haavat, luomet ja muutokset iholla:** älä neulaa niiden päältä.',
          '**Isotretinoiini:** jos käytät tai olet hiljattain käyttänyt isotretinoiinia sisältävää aknelääkettä, kysy lääkäriltä ennen neulausta.',
          '**Taipumus paksuihin arpiin tai verenvuotoon vaikuttava lääkitys:** kysy lääkäriltä ennen kuin kokeilet mikroneulausta.',
        ],
      },
      {
        title: 'Näin aloitat ja hoidat ihon jälkeenpäin',
        type: 'text',
        content:
          'Aloita kevyesti ja harvoin. Kuljeta rullaa iholla ilman painamista ja noudata valmistajan ohjetta siitä, kuinka monta kertaa samaa aluetta käsitellään. Jätä silmänympärykset ja huulet käsittelemättä, ellei valmistaja erikseen ohjeista toisin.\n\n' +
          'Iho voi punoittaa neulauksen jälkeen hetken. Käytä neulauksen jälkeen mietoa, hajusteetonta kosteuttavaa tuotetta, ja jätä retinoli, hapot ja muut ärsyttävät aineet pois valmistajan ohjeen mukaiseksi ajaksi. Suojaa iho auringolta. Kosteuttavia vaihtoehtoja löydät [hyaluronihappotuotteiden vertailusta](/paras-hyaluronihappo) ja aurinkosuojia [aurinkovoiteiden vertailusta](/paras-aurinkovoide).\n\n' +
          'Anna ihon palautua kokonaan ennen seuraavaa käsittelyä. Jos iho kirvelee, kuoriutuu tai punoittaa pitkään, pidä taukoa.',
      },
      {
        title: 'Milloin hoito kannattaa jättää ammattilaiselle',
        type: 'text',
        content:
          'Kotilaite sopii kevyeen ihonhoitoon. Jos toivot apua aknearpiin, syviin ryppyihin tai pigmenttimuutoksiin, käänny ihotautilääkärin tai muun koulutetun ammattilaisen puoleen. Hän arvioi, sopiiko mikroneulaus ihollesi, valitsee neulan pituuden ja huolehtii steriileistä välineistä.\n\n' +
          'Hakeudu hoitoon, jos neulatulle alueelle tulee kipua, turvotusta, märkää tai kuumetta, tai jos punoitus ei laannu muutamassa päivässä. Ne voivat olla merkkejä tulehduksesta.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Kotimikroneulauksessa tärkeintä on valita lyhyet neulat, noin 0,2–0,3 mm, ja pitää laite puhtaana. Rulla on yksinkertainen ja sopii aloittelijalle, kynä vaatii enemmän perehtymistä. Älä neulaa ihoa, jos siinä on tulehtunutta aknea, infektio, ihottumaa tai haavoja, ja kysy lääkäriltä, jos käytät isotretinoiinia. Pidemmät neulat ja arpien hoito kuuluvat ammattilaiselle. Vertailemme kotikäyttöön myytäviä laitteita [mikroneulainten vertailussa](/paras-mikroneulain).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Akne (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Akne (terveyskirjasto.fi)',
      'Terveyskirjasto Duodecim: Huuliherpes (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
