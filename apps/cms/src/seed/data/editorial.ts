// Editorial demo content of the fictional Brina cooperative: blog, news, press, downloads,
// videos, legal pages, landings, corporate pages, food-service channels, single pages and the quiz.
import { bi, type Bi } from '../i18n';
import type { Palette } from './catalogue';
import type {
  BlogArticleSeed,
  BlogCategorySeed,
  ChannelSeed,
  DownloadCategorySeed,
  DownloadSeed,
  ImageRef,
  LandingSeed,
  LegalSeed,
  LinkSeed,
  NewsSeed,
  PageCategorySeed,
  PageSeed,
  PressSeed,
  QuizSeed,
  SinglePageSeed,
  VideoSeed,
} from './types';

const img = (key: string, palette: Palette, it: string, en: string): ImageRef => ({ key, palette, alt: bi(it, en) });
const link = (labelIt: string, labelEn: string, urlIt: string, urlEn: string): LinkSeed => ({ label: bi(labelIt, labelEn), url: bi(urlIt, urlEn) });
/** Italian-only text kept in a `Bi` (the food-service pages exist only in Italian). */
const itOnly = (text: string): Bi => bi(text, text);
const itLink = (label: string, url: string): LinkSeed => ({ label: itOnly(label), url: itOnly(url) });
/** Markdown written flush-left inside template literals; trims the surrounding blank lines. */
const md = (text: string): string => text.trim();

// ---------------------------------------------------------------------------------------------
// Blog (Italian only)
// ---------------------------------------------------------------------------------------------

export const BLOG_CATEGORIES: BlogCategorySeed[] = [
  {
    key: 'stagionalita',
    name: 'Stagionalità',
    slug: 'stagionalita',
    description: 'Che cosa matura nei campi dei nostri soci mese per mese, e perché raccogliere e surgelare al momento giusto cambia il sapore nel piatto.',
    b2c: true,
    b2b: false,
  },
  {
    key: 'cucina-facile',
    name: 'Cucina facile',
    slug: 'cucina-facile',
    description: 'Trucchi pratici, tempi di cottura e idee veloci per portare in tavola verdura e frutta anche nelle giornate più piene.',
    b2c: true,
    b2b: false,
  },
  {
    key: 'ristorazione',
    name: 'Ristorazione',
    slug: 'ristorazione',
    description: 'Organizzazione della cucina, food cost, menu stagionali e sicurezza alimentare per chi lavora nel food service.',
    b2c: false,
    b2b: true,
  },
];

export const BLOG_ARTICLES: BlogArticleSeed[] = [
  {
    key: 'piselli-raccolti-all-alba',
    title: 'Piselli: perché li raccogliamo all’alba',
    slug: 'piselli-raccolti-all-alba',
    excerpt:
      'Tra maggio e giugno le mietitrebbie entrano nei campi prima che sorga il sole. Il motivo sta tutto negli zuccheri del pisello, che dopo la raccolta si trasformano in amido ora dopo ora.',
    category: 'stagionalita',
    date: '2026-05-19',
    author: 'Giulia Montanari',
    reading_minutes: 5,
    image: img('blog-piselli-alba', 'peas', 'Piatto di piselli finissimi verdi su fondo chiaro', 'Plate of bright green extra-fine peas on a light background'),
    b2c: true,
    b2b: false,
    content: md(`
Chi passa per le campagne tra Cesena e il Delta del Po a fine maggio può vederle: le macchine da raccolta dei piselli lavorano con i fari accesi, quando il cielo è ancora scuro. Non è una stranezza da agricoltori mattinieri, ma una scelta precisa che decide il sapore di quello che arriverà nel piatto.

## Il tempo è zucchero

Il pisello è un seme giovane e ricco di zuccheri. Appena staccato dalla pianta comincia però a trasformarli in amido: in poche ore diventa più farinoso e perde quella dolcezza che lo rende così buono. Il caldo accelera il processo, per questo raccogliamo nelle ore fresche e limitiamo il tempo tra campo e stabilimento.

Ecco come si svolge una giornata tipica di campagna:

- **ore 4.30**: le raccoglitrici entrano nei campi dei soci che l’agronomo ha selezionato il giorno prima, misurando la tenerezza dei grani;
- **entro le 7.30**: i primi camion arrivano allo stabilimento di Ficarolo o di Cesena;
- **in meno di tre ore dalla raccolta**: i piselli vengono puliti, calibrati, scottati per pochi secondi e surgelati a grani liberi.

Il risultato è un pisello che conserva dolcezza e colore per tutto l’anno. Quando lo cucini, ricorda che è già stato scottato: bastano pochi minuti in padella con un filo d’olio e un po’ di cipollotto, oppure direttamente nel risotto negli ultimi minuti di cottura.
`),
  },
  {
    key: 'pera-abate-regina-d-autunno',
    title: 'La pera Abate, regina d’autunno dei nostri frutteti',
    slug: 'pera-abate-regina-d-autunno',
    excerpt:
      'Collo lungo, buccia rugginosa e polpa che si scioglie in bocca: la pera Abate è il frutto simbolo della nostra terra. Ecco come nasce, quando si raccoglie e perché funziona così bene nei dolci.',
    category: 'stagionalita',
    date: '2026-09-22',
    author: 'Giulia Montanari',
    reading_minutes: 6,
    image: img('blog-pera-abate', 'pears', 'Piatto con pere Abate tagliate a spicchi dai toni dorati', 'Plate of golden sliced Abate pears'),
    b2c: true,
    b2b: false,
    content: md(`
Tra la Romagna e il Ferrarese la pera Abate è di casa da più di un secolo. Si riconosce subito: forma allungata, collo affusolato e una buccia verde chiaro velata di ruggine. Dentro nasconde una polpa bianca, fondente e profumata, che la rende una delle varietà più amate in cucina.

## Dalla fioritura alla raccolta

Il ciclo del pero comincia a fine marzo, quando i frutteti dei nostri soci si coprono di fiori bianchi. Per tutta l’estate i tecnici della cooperativa seguono le piante da vicino, soprattutto nei mesi umidi in cui può comparire la maculatura bruna, una malattia fungina contro cui stiamo sperimentando nuove strategie di difesa integrata insieme ai ricercatori.

La raccolta dell’Abate avviene tra fine agosto e la seconda metà di settembre. Le pere destinate alla surgelazione vengono raccolte a mano e lasciate maturare qualche giorno in cella, finché la polpa raggiunge il giusto equilibrio tra dolcezza e consistenza. Solo allora vengono sbucciate, tagliate a cubetti da 10 millimetri e surgelate.

Qualche idea per usarle tutto l’anno:

- in una **torta pere e cioccolato**, direttamente da surgelate nell’impasto;
- in padella con burro e cannella, per accompagnare lo yogurt a colazione;
- nei frullati, insieme ai mirtilli, senza aggiungere ghiaccio.
`),
  },
  {
    key: 'verdure-d-inverno',
    title: 'Verdure d’inverno: che cosa c’è nei campi da dicembre a febbraio',
    slug: 'verdure-d-inverno',
    excerpt: 'Anche quando fa freddo l’orto non si ferma. Cavolfiori, broccoli, cime di rapa e spinaci danno il meglio proprio con le prime gelate.',
    category: 'stagionalita',
    date: '2026-01-20',
    author: 'Davide Casadei',
    reading_minutes: 4,
    image: img('blog-verdure-inverno', 'greens', 'Piatto di cimette di broccolo e cavolfiore', 'Plate of broccoli and cauliflower florets'),
    b2c: true,
    b2b: false,
    content: md(`
Si pensa spesso all’inverno come a una stagione povera di verdure. In realtà i mesi freddi sono il momento migliore per molte brassicacee e per le verdure a foglia, che con le basse temperature diventano più dolci e compatte.

## Le protagoniste della stagione

Nei campi dei nostri soci, tra la pianura romagnola e la costa ionica della Basilicata, da dicembre a febbraio si raccolgono soprattutto:

- **cavolfiori e broccoli**, tagliati in cimette della stessa misura per cuocere in modo uniforme;
- **cime di rapa e friarielli**, che al Sud trovano il clima ideale;
- **spinaci**, raccolti quando le foglie sono ancora tenere.

Surgelare queste verdure nel momento del loro massimo splendore significa poterle portare in tavola anche in primavera e in estate, quando nei campi non ci sono più, con lo stesso gusto di gennaio. E significa anche evitare sprechi: il prodotto si usa solo nella quantità che serve, il resto torna in freezer.

Un consiglio per la cena: cimette di broccolo e cavolfiore cotte a vapore per sei minuti, poi passate in forno con pangrattato e un cucchiaio di parmigiano. Croccanti fuori, morbide dentro, piacciono anche ai più piccoli.
`),
  },
  {
    key: 'cuocere-senza-scongelare',
    title: 'Si cuociono da surgelati? La guida rapida per non sbagliare',
    slug: 'cuocere-senza-scongelare',
    excerpt:
      'Scongelare prima o buttare tutto in padella? Per la maggior parte delle verdure la risposta è semplice, ma con frutta e piatti pronti ci sono alcune eccezioni da conoscere.',
    category: 'cucina-facile',
    date: '2026-02-17',
    author: 'Lucia Ferri',
    reading_minutes: 5,
    image: img('blog-cottura-da-surgelato', 'mix', 'Padella con verdure miste surgelate dai colori vivaci', 'Pan of colourful mixed frozen vegetables'),
    b2c: true,
    b2b: false,
    content: md(`
È una delle domande che riceviamo più spesso: le verdure surgelate vanno scongelate prima di cucinarle? Nella grande maggioranza dei casi no. Anzi, scongelarle a temperatura ambiente le rende acquose e fa perdere consistenza.

## Quando cuocere direttamente

Le verdure surgelate a grani liberi, come piselli, fagiolini, spinaci in foglia e cimette, sono già state scottate prima della surgelazione. Per questo si cuociono più in fretta di quelle fresche e vanno messe in pentola o in padella ancora surgelate. Lo stesso vale per minestroni, vellutate, patate e polpette vegetali: le istruzioni sulla confezione sono pensate proprio per il prodotto surgelato.

Ci sono però alcune eccezioni utili da ricordare:

- **frutta per dessert al cucchiaio**: fragole e frutti di bosco da servire crudi vanno scongelati lentamente in frigorifero, su un colino, per un paio d’ore;
- **ripieni e torte salate**: gli spinaci vanno prima saltati in padella, così perdono l’acqua in eccesso e non bagnano la pasta;
- **frullati**: qui il surgelato è un vantaggio, perché sostituisce il ghiaccio.

Un’ultima regola d’oro: quello che hai scongelato non va ricongelato crudo. Se avanza, cucinalo e conservalo in frigorifero per un giorno, oppure ricongela il piatto cotto.
`),
  },
  {
    key: 'friggitrice-ad-aria-verdure',
    title: 'Friggitrice ad aria: cinque surgelati che ci stanno benissimo',
    slug: 'friggitrice-ad-aria-verdure',
    excerpt:
      'Patate a spicchi, carotine, polpette vegetali: con la friggitrice ad aria diventano croccanti con un cucchiaio d’olio o anche senza. Tempi e temperature provati nella nostra cucina test.',
    category: 'cucina-facile',
    date: '2026-04-08',
    author: 'Lucia Ferri',
    reading_minutes: 4,
    image: img('blog-friggitrice-aria', 'potatoes', 'Piatto di patate a spicchi dorate e croccanti', 'Plate of crisp golden potato wedges'),
    b2c: true,
    b2b: false,
    content: md(`
La friggitrice ad aria è entrata in moltissime cucine e con i surgelati funziona particolarmente bene: l’aria calda asciuga in fretta la superficie del prodotto e crea una crosticina dorata senza bisogno di friggere.

Nella nostra cucina test abbiamo provato diversi prodotti. Ecco i cinque che ci hanno convinto di più, con i tempi a 190 °C e il cestello preriscaldato:

1. **Patate a spicchi**: 16 minuti, scuotendo il cestello a metà. Aggiungi rosmarino e sale grosso solo alla fine.
2. **Carote baby**: 15 minuti con un cucchiaino d’olio e un pizzico di paprika dolce.
3. **Polpette vegetali**: 12 minuti, girandole una volta.
4. **Burger di ceci**: 10 minuti, perfetti da mettere nel panino.
5. **Rösti di patate**: 10 minuti, fino a quando i bordi sono ben dorati.

## Tre errori da evitare

Il primo è riempire troppo il cestello: se i pezzi si sovrappongono, cuociono al vapore e restano molli. Il secondo è scongelare prima il prodotto, che così perde acqua e si affloscia. Il terzo è dimenticare di scuotere il cestello: bastano due secondi per avere una doratura uniforme.
`),
  },
  {
    key: 'pranzo-in-ufficio',
    title: 'Pranzo in ufficio: tre schiscette pronte in quindici minuti',
    slug: 'pranzo-in-ufficio',
    excerpt:
      'Con qualche surgelato in freezer il pranzo da portare al lavoro si prepara la sera prima in un quarto d’ora. Tre idee bilanciate, colorate e buone anche a temperatura ambiente.',
    category: 'cucina-facile',
    date: '2026-10-06',
    author: 'Davide Casadei',
    reading_minutes: 5,
    image: img('blog-schiscetta', 'grains', 'Ciotola di cous cous con verdure e ceci', 'Bowl of couscous with vegetables and chickpeas'),
    b2c: true,
    b2b: false,
    content: md(`
Preparare il pranzo da portare in ufficio è il modo più semplice per mangiare meglio e spendere meno. Il problema, di solito, è il tempo. Con qualche base surgelata, però, una schiscetta completa si prepara in meno di quindici minuti, mentre si cucina la cena.

## Le nostre tre combinazioni

- **Cous cous con verdure e feta**: scalda il cous cous di verdure in padella per sei minuti, lascia raffreddare e aggiungi feta sbriciolata e qualche foglia di menta.
- **Insalata tiepida di fagiolini e patate novelle**: cuoci le patate in padella, lessa i fagiolini per otto minuti e condisci tutto con olio, capperi e un uovo sodo.
- **Bowl con burger di ceci**: taglia il burger cotto a strisce e servilo con riso integrale, carote baby glassate e una salsa allo yogurt.

Per mantenere tutto fresco fino all’ora di pranzo conserva la schiscetta in frigorifero per la notte e usa una borsa termica per il tragitto. Le verdure già cotte si conservano bene per 24 ore in un contenitore chiuso.

Un ultimo consiglio: tieni i condimenti a parte, in un vasetto piccolo. L’insalata resterà croccante e potrai dosare olio e salse al momento.
`),
  },
  {
    key: 'food-cost-verdure-surgelate',
    title: 'Food cost e verdure surgelate: i conti che tornano',
    slug: 'food-cost-verdure-surgelate',
    excerpt:
      'Il prezzo al chilo non racconta tutto. Scarti, tempi di lavorazione e sprechi cambiano il costo reale di una porzione: ecco come confrontare fresco e surgelato con numeri alla mano.',
    category: 'ristorazione',
    date: '2026-03-10',
    author: 'Marco Bellini',
    reading_minutes: 7,
    image: img('blog-food-cost', 'grill', 'Teglia di verdure grigliate porzionate', 'Tray of portioned grilled vegetables'),
    b2c: false,
    b2b: true,
    content: md(`
In ogni cucina professionale il confronto tra verdura fresca e surgelata finisce, prima o poi, sul prezzo al chilo. È un confronto comprensibile ma incompleto: quello che conta davvero è il costo della porzione servita, che dipende da resa, manodopera e sprechi.

## Le tre voci che il listino non mostra

**La resa.** Un chilo di fagiolini freschi, una volta spuntati e selezionati, si riduce a circa 850-900 grammi utilizzabili; un chilo di carciofi può scendere sotto i 400. Il prodotto surgelato è già pulito e tagliato: la resa è praticamente del cento per cento.

**Il tempo di lavoro.** Mondare, lavare e tagliare le verdure per cento coperti può richiedere un’ora e mezza di lavoro. Moltiplicata per il costo orario di un commis, è una voce che pesa spesso più della materia prima.

**Lo spreco.** Il fresco va consumato in pochi giorni; il surgelato si preleva a porzione, nella quantità esatta del servizio, e il resto torna in cella.

Per un confronto corretto consigliamo di calcolare, per ogni referenza:

- il prezzo al chilo diviso per la resa netta;
- i minuti di lavorazione per chilo moltiplicati per il costo orario;
- la percentuale media di prodotto scartato o scaduto nell’ultimo trimestre.

Nei test che abbiamo condotto con alcune cucine di mensa, le verdure IQF hanno ridotto il costo per porzione tra il 12 e il 20% rispetto al fresco fuori stagione, con una qualità costante durante tutto l’anno.
`),
  },
  {
    key: 'menu-di-mensa-stagionali',
    title: 'Menu di mensa stagionali: come pianificarli con le verdure IQF',
    slug: 'menu-di-mensa-stagionali',
    excerpt:
      'Rispettare la stagionalità richiesta dai capitolati senza impazzire con fornitori e scorte: un metodo in quattro passaggi per costruire menu a rotazione di quattro settimane.',
    category: 'ristorazione',
    date: '2026-07-14',
    author: 'Marco Bellini',
    reading_minutes: 6,
    image: img('blog-menu-mensa', 'soup', 'Piatto fondo di minestrone con verdure a cubetti', 'Deep plate of minestrone with diced vegetables'),
    b2c: false,
    b2b: true,
    content: md(`
Sempre più capitolati per la ristorazione scolastica e sanitaria chiedono menu stagionali, prodotti biologici e una quota crescente di filiera corta. Sono richieste giuste, che però mettono sotto pressione chi deve garantire centinaia di pasti al giorno con costi e tempi definiti.

## Un metodo in quattro passaggi

1. **Parti dal calendario agricolo.** Dividi l’anno in due menu principali, autunno-inverno e primavera-estate, e assegna a ciascuno le verdure che in quel periodo sono davvero di stagione.
2. **Costruisci una rotazione di quattro settimane.** Ogni verdura compare al massimo una volta alla settimana, alternando cotture diverse: vapore, forno, vellutata, ripieno.
3. **Usa il surgelato come ponte.** Le verdure IQF raccolte nel loro momento migliore ti permettono di mantenere la stagionalità dichiarata anche quando il fresco non è disponibile o ha qualità variabile.
4. **Standardizza le grammature.** Con il prodotto già pulito la porzione si pesa a crudo e la resa è prevedibile: le schede tecniche indicano calo peso e tempi di rigenerazione in forno combinato.

Un esempio concreto dalla nostra esperienza: in una cucina centralizzata che serve dodici scuole, il passaggio a un menu a rotazione con minestrone, vellutata di zucca e fagiolini IQF ha ridotto gli avanzi nei piatti del 18% in un anno, soprattutto grazie a cotture più regolari e a verdure sempre tenere.

Se vuoi impostare il tuo menu con i nostri tecnologi, puoi scriverci dalla pagina contatti del food service: ti aiuteremo a scegliere formati e referenze più adatti.
`),
  },
];

// ---------------------------------------------------------------------------------------------
// News and press
// ---------------------------------------------------------------------------------------------

export const NEWS: NewsSeed[] = [
  {
    key: 'hub-logistico-cesena',
    title: bi('Inaugurato a Cesena il nuovo hub logistico della catena del freddo', 'New cold-chain logistics hub opens in Cesena'),
    slug: bi('hub-logistico-catena-del-freddo-cesena', 'cold-chain-logistics-hub-cesena'),
    excerpt: bi(
      'Ventimila posti pallet a -25 °C, pannelli fotovoltaici sul tetto e baie di carico automatizzate: il nuovo polo, realizzato con i fondi del PNRR, cambia il modo in cui i nostri prodotti raggiungono clienti e punti vendita.',
      'Twenty thousand pallet spaces at -25 °C, solar panels on the roof and automated loading bays: the new hub, built with recovery-plan funds, changes the way our products reach customers and shops.',
    ),
    content: bi(
      md(`
Il nuovo hub logistico a temperatura controllata di Cesena è operativo. La struttura, accanto allo stabilimento principale, ospita ventimila posti pallet a -25 °C e sostituisce tre magazzini esterni che finora ci obbligavano a trasferire la merce più volte prima della spedizione.

Il progetto è stato finanziato dall’Unione europea – NextGenerationEU nell’ambito del Piano Nazionale di Ripresa e Resilienza, nella misura dedicata alla logistica dei settori agroalimentari. Sul tetto è installato un impianto fotovoltaico che copre circa il 40% del fabbisogno elettrico delle celle, mentre il sistema di refrigerazione utilizza un refrigerante naturale a basso impatto climatico.

Per i nostri clienti il cambiamento si traduce in consegne più rapide, meno passaggi di temperatura e una tracciabilità completa di ogni pallet, dalla linea di surgelazione al camion. Nei prossimi mesi l’hub servirà anche i prodotti degli stabilimenti di Ficarolo e Policoro destinati al Centro-Nord.
`),
      md(`
Our new temperature-controlled logistics hub in Cesena is up and running. Built next to the main plant, it holds twenty thousand pallet spaces at -25 °C and replaces three outside warehouses that used to force us to move goods several times before shipping.

The project was funded by the European Union – NextGenerationEU under Italy’s National Recovery and Resilience Plan, through the measure for agri-food logistics. A rooftop solar plant covers around 40% of the cold rooms’ electricity needs, and the refrigeration system runs on a natural refrigerant with a low climate impact.

For our customers this means faster deliveries, fewer temperature transitions and full traceability of every pallet, from the freezing line to the lorry. In the coming months the hub will also handle products from the Ficarolo and Policoro plants bound for central and northern Italy.
`),
    ),
    date: '2026-03-04',
    image: img(
      'news-hub-logistico',
      'mix',
      'Piatto con verdure miste surgelate in cristalli di ghiaccio',
      'Plate of mixed frozen vegetables with ice crystals',
    ),
    b2c: true,
    b2b: true,
  },
  {
    key: 'linea-creatu',
    title: bi('Arriva CreaTu: le basi di verdure da completare a modo tuo', 'Meet CreaTu: vegetable bases to finish your own way'),
    slug: bi('arriva-creatu', 'meet-creatu'),
    excerpt: bi(
      'Una nuova linea pensata per chi ama cucinare ma ha poco tempo: verdure già tagliate e bilanciate, senza condimenti, da personalizzare con spezie, proteine e salse.',
      'A new range for people who love cooking but are short on time: ready-cut, balanced vegetables with no seasoning, to make your own with spices, proteins and sauces.',
    ),
    content: bi(
      md(`
Da febbraio nei banchi frigo dei supermercati trovi CreaTu, la nuova linea di Brina che ribalta l’idea del piatto pronto. Invece di una ricetta già condita, CreaTu offre una base di verdure tagliate e bilanciate, senza sale né grassi aggiunti, da completare secondo i propri gusti.

Le prime due referenze sono il **mix per wok**, con verdure a julienne pronte da saltare a fuoco vivo, e la **base minestra**, con verdure a cubetti per una zuppa con o senza pasta. Sul sito, nella sezione ricette, puoi filtrare le proposte pensate apposta per CreaTu: dal wok con tofu croccante alla minestra con legumi.

La linea nasce da un’indagine condotta con oltre duemila consumatori: sette su dieci ci hanno detto di voler usare i surgelati come punto di partenza, non come piatto finito.
`),
      md(`
Since February you can find CreaTu in supermarket freezers: Brina’s new range turns the idea of a ready meal on its head. Instead of a pre-seasoned recipe, CreaTu gives you a base of cut, balanced vegetables, with no added salt or fat, to finish the way you like.

The first two products are the **wok mix**, julienned vegetables ready for a hot stir-fry, and the **soup base**, diced vegetables for a soup with or without pasta. In the recipes section you can filter dishes created specially for CreaTu, from a wok with crispy tofu to a hearty bean soup.

The range grew out of a survey of more than two thousand shoppers: seven out of ten told us they want to use frozen food as a starting point, not as a finished dish.
`),
    ),
    date: '2026-02-10',
    image: img('news-creatu', 'mix', 'Wok di verdure a julienne colorate', 'Wok of colourful julienned vegetables'),
    b2c: true,
    b2b: false,
  },
  {
    key: 'policoro-fragole',
    title: bi('Policoro: nuova linea per fragole e frutti rossi', 'Policoro: a new line for strawberries and red fruit'),
    slug: bi('policoro-nuova-linea-fragole', 'policoro-new-strawberry-line'),
    excerpt: bi(
      'Lo stabilimento lucano raddoppia la capacità di surgelazione della frutta: fino a otto tonnellate l’ora, con selezione ottica e un tunnel criogenico di ultima generazione.',
      'Our plant in Basilicata doubles its fruit-freezing capacity: up to eight tonnes an hour, with optical sorting and a new-generation cryogenic tunnel.',
    ),
    content: bi(
      md(`
Nello stabilimento di Policoro, sulla costa ionica della Basilicata, è entrata in funzione una nuova linea dedicata a fragole e frutti rossi. La capacità di surgelazione della frutta raddoppia e arriva a otto tonnellate l’ora, in tempo per la campagna di raccolta primaverile.

La linea è dotata di un sistema di selezione ottica che scarta i frutti troppo maturi o danneggiati e di un tunnel di surgelazione rapida che mantiene le fragole intere e separate, senza che si attacchino tra loro. L’investimento permette di lavorare in giornata tutta la produzione dei soci della Piana di Metaponto e di ridurre i trasporti verso il Nord.

La nuova linea ha creato anche venticinque posti di lavoro stagionali in più: le candidature sono aperte nella pagina Lavora con noi.
`),
      md(`
A new line for strawberries and red fruit is now running at our Policoro plant on the Ionian coast of Basilicata. Fruit-freezing capacity doubles to eight tonnes an hour, just in time for the spring harvest.

The line features optical sorting that removes over-ripe or damaged fruit and a quick-freezing tunnel that keeps strawberries whole and free-flowing, so they do not stick together. The investment means we can process our Metaponto Plain members’ entire harvest on the day it is picked, and cut transport to the north.

The new line has also created twenty-five additional seasonal jobs; applications are open on our Italian careers page.
`),
    ),
    date: '2026-04-15',
    image: img('news-policoro-fragole', 'strawberries', 'Piatto di fragole intere surgelate', 'Plate of whole frozen strawberries'),
    b2c: true,
    b2b: true,
  },
  {
    key: 'raccolta-piselli-2026',
    title: bi('Campagna piselli 2026: raccolto abbondante e qualità eccellente', '2026 pea harvest: a generous crop of excellent quality'),
    slug: bi('campagna-piselli-2026', 'pea-harvest-2026'),
    excerpt: bi(
      'Si è chiusa la campagna di raccolta dei piselli: oltre 14.000 tonnellate conferite dai soci, con grani piccoli e dolci grazie a una primavera fresca e piovosa al punto giusto.',
      'The pea harvest is over: more than 14,000 tonnes delivered by our members, with small, sweet peas thanks to a spring that was cool and just wet enough.',
    ),
    content: bi(
      md(`
Si è conclusa a metà giugno la campagna di raccolta dei piselli 2026. I soci della cooperativa hanno conferito agli stabilimenti di Cesena e Ficarolo oltre 14.000 tonnellate di prodotto, il 6% in più rispetto all’anno scorso.

La primavera fresca e le piogge distribuite in modo regolare hanno favorito una maturazione lenta, che si traduce in grani piccoli, teneri e particolarmente dolci. La quota di piselli finissimi, la calibratura più pregiata, ha superato il 60% del raccolto.

Grazie alla programmazione delle semine, scaglionate su sei settimane, gli impianti hanno lavorato a pieno regime senza picchi: ogni lotto è stato surgelato entro tre ore dalla raccolta.
`),
      md(`
The 2026 pea harvest wrapped up in mid-June. Our members delivered more than 14,000 tonnes to the Cesena and Ficarolo plants, 6% more than last year.

A cool spring with evenly spread rainfall led to slow ripening, and that means small, tender and especially sweet peas. Extra-fine peas, the most prized size grade, made up over 60% of the crop.

Because sowing was staggered over six weeks, the plants ran at full capacity without bottlenecks: every batch was frozen within three hours of picking.
`),
    ),
    date: '2026-06-18',
    image: img('news-campagna-piselli', 'peas', 'Piatto colmo di piselli verdi', 'Plate heaped with green peas'),
    b2c: true,
    b2b: true,
  },
  {
    key: 'festa-soci-ficarolo',
    title: bi<string | null>('A Ficarolo la festa dei soci per i 60 anni della cooperativa', null),
    slug: bi<string | null>('festa-dei-soci-ficarolo', null),
    excerpt: bi<string | null>(
      'Più di millecinquecento persone tra soci, dipendenti e famiglie hanno festeggiato sull’argine del Po i sessant’anni di Brina, con visite guidate allo stabilimento e un pranzo preparato dai cuochi della cooperativa.',
      null,
    ),
    content: bi<string | null>(
      md(`
Domenica 13 settembre lo stabilimento di Ficarolo ha aperto i cancelli per la festa dei soci, organizzata in occasione dei sessant’anni della cooperativa. Più di millecinquecento persone, arrivate anche in pullman dalla Romagna e dalla Basilicata, hanno partecipato alle visite guidate delle linee di lavorazione e alla mostra fotografica sulla storia di Brina.

A mezzogiorno, sotto il grande tendone allestito accanto all’argine del Po, i cuochi della cooperativa hanno servito un pranzo interamente preparato con i prodotti dei soci: risotto con piselli e menta, verdure grigliate, patate al rosmarino e, per finire, una torta di pere Abate e cioccolato.

Nel pomeriggio sono stati premiati i soci con più di quarant’anni di conferimenti e i tre giovani agricoltori che hanno avviato nuove coltivazioni biologiche. La giornata si è chiusa con un concerto della banda di Ficarolo.
`),
      null,
    ),
    date: '2026-09-15',
    image: img('news-festa-soci', 'pears', 'Piatto di torta di pere e cioccolato a fette', 'Plate of sliced pear and chocolate cake'),
    b2c: true,
    b2b: false,
  },
];

export const PRESS: PressSeed[] = [
  {
    key: 'bilancio-2025',
    title: bi('Brina approva il bilancio 2025: fatturato a 186 milioni di euro', 'Brina approves its 2025 accounts: revenue reaches €186 million'),
    slug: bi('bilancio-2025', 'financial-statements-2025'),
    excerpt: bi(
      'L’assemblea dei soci ha approvato un bilancio in crescita del 7%. Ai produttori vengono riconosciuti 92 milioni di euro per le materie prime conferite.',
      'The members’ meeting approved accounts showing 7% growth. Growers will receive €92 million for the produce they delivered.',
    ),
    content: bi(
      md(`
**Cesena, 5 giugno 2026** – L’assemblea dei soci di Brina Società Cooperativa Agricola ha approvato il bilancio dell’esercizio 2025, che si chiude con un fatturato di 186 milioni di euro, in crescita del 7% rispetto all’anno precedente.

Il valore riconosciuto ai soci per i prodotti conferiti raggiunge i 92 milioni di euro. Crescono in particolare le vendite nel canale food service (+11%) e i prodotti della linea biologica, che rappresentano ormai il 14% dei volumi. L’export, diretto soprattutto verso Germania, Austria e Paesi Bassi, vale il 23% del fatturato.

Nel corso dell’anno la cooperativa ha investito 21 milioni di euro, destinati principalmente al nuovo hub logistico di Cesena e alla linea per la frutta dello stabilimento di Policoro.

«Chiudiamo un anno difficile per il clima, con gelate tardive e un’estate molto calda, ma abbiamo garantito ai nostri soci una remunerazione superiore alla media del mercato», ha dichiarato la presidente Elena Zoffoli. «La sfida dei prossimi anni è rendere le nostre campagne più resistenti agli eventi estremi, investendo in ricerca e irrigazione di precisione.»
`),
      md(`
**Cesena, 5 June 2026** – The members’ meeting of Brina Società Cooperativa Agricola has approved the financial statements for 2025, which close with revenue of €186 million, up 7% on the previous year.

The value paid to members for the produce they delivered reaches €92 million. Growth was strongest in food service (+11%) and in the organic range, which now accounts for 14% of volumes. Exports, mainly to Germany, Austria and the Netherlands, make up 23% of revenue.

During the year the cooperative invested €21 million, chiefly in the new logistics hub in Cesena and the fruit line at the Policoro plant.

“We are closing a year made difficult by the weather, with late frosts and a very hot summer, yet we paid our members above the market average,” said chair Elena Zoffoli. “Our challenge for the coming years is to make our harvests more resilient to extreme events by investing in research and precision irrigation.”
`),
    ),
    date: '2026-06-05',
    image: img('press-bilancio', 'grains', 'Piatto di cereali e legumi misti', 'Plate of mixed grains and pulses'),
    attachments: [
      { key: 'press-bilancio-2025', title: bi('Comunicato stampa – Bilancio 2025', 'Press release – 2025 financial statements') },
      { key: 'press-bilancio-2025-dati', title: bi('Bilancio 2025 – Sintesi dei dati principali', '2025 financial statements – Key figures') },
    ],
  },
  {
    key: 'progetto-maculatura-bruna',
    title: bi('Maculatura bruna del pero: Brina guida un progetto di ricerca regionale', 'Pear brown spot: Brina leads a regional research project'),
    slug: bi('progetto-maculatura-bruna-pero', 'pear-brown-spot-research-project'),
    excerpt: bi(
      'Un gruppo operativo con ricercatori, tecnici e frutticoltori sperimenterà per tre anni strategie di difesa integrata contro Stemphylium vesicarium nei frutteti di pera Abate.',
      'An operational group of researchers, advisers and fruit growers will spend three years testing integrated defence strategies against Stemphylium vesicarium in Abate pear orchards.',
    ),
    content: bi(
      md(`
**Cesena, 24 febbraio 2026** – Prende il via il progetto di ricerca sulla maculatura bruna del pero coordinato da Brina Società Cooperativa Agricola e cofinanziato dal programma regionale di sviluppo rurale dell’Emilia-Romagna.

La maculatura bruna, causata dal fungo *Stemphylium vesicarium*, è oggi una delle principali minacce per la pera Abate: provoca macchie necrotiche su foglie e frutti e, negli anni più umidi, può compromettere fino a metà del raccolto. Il progetto riunisce un gruppo universitario di patologia vegetale, i tecnici della cooperativa e dodici aziende agricole socie tra le province di Ferrara, Ravenna e Forlì-Cesena.

Nei tre anni di attività il gruppo sperimenterà:

- modelli previsionali basati su sensori meteo in campo, per intervenire solo nei giorni a rischio;
- la gestione dell’inerbimento e dei residui vegetali, dove il fungo sverna;
- l’impiego di microrganismi antagonisti e prodotti a basso impatto ambientale.

I risultati saranno condivisi con tutti i frutticoltori attraverso giornate in campo e schede tecniche gratuite.
`),
      md(`
**Cesena, 24 February 2026** – A research project on pear brown spot, coordinated by Brina Società Cooperativa Agricola and co-funded by the Emilia-Romagna rural development programme, is getting under way.

Brown spot, caused by the fungus *Stemphylium vesicarium*, is now one of the main threats to the Abate pear: it causes necrotic spots on leaves and fruit and, in wetter years, can wipe out up to half the crop. The project brings together a university plant-pathology group, the cooperative’s field advisers and twelve member farms in the provinces of Ferrara, Ravenna and Forlì-Cesena.

Over three years the group will test:

- forecasting models based on in-field weather sensors, so that growers treat only on high-risk days;
- management of ground cover and plant debris, where the fungus overwinters;
- antagonistic micro-organisms and low-impact protection products.

The results will be shared with all fruit growers through field days and free technical sheets.
`),
    ),
    date: '2026-02-24',
    image: img('press-maculatura', 'pears', 'Piatto di pere Abate intere dalla buccia dorata', 'Plate of whole golden-skinned Abate pears'),
    attachments: [
      { key: 'press-maculatura-bruna', title: bi('Comunicato stampa – Progetto maculatura bruna del pero', 'Press release – Pear brown spot project') },
    ],
  },
  {
    key: 'piano-sostenibilita-2030',
    title: bi('Brina presenta il piano di sostenibilità 2030', 'Brina presents its 2030 sustainability plan'),
    slug: bi('piano-sostenibilita-2030', 'sustainability-plan-2030'),
    excerpt: bi(
      'Meno acqua, energia rinnovabile e imballaggi riciclabili: la cooperativa fissa dieci obiettivi misurabili da raggiungere entro il 2030, con una verifica pubblica ogni anno.',
      'Less water, renewable energy and recyclable packaging: the cooperative sets ten measurable targets for 2030, with a public progress check every year.',
    ),
    content: bi(
      md(`
**Cesena, 14 ottobre 2026** – Brina Società Cooperativa Agricola ha presentato oggi il piano di sostenibilità 2030, che traduce in dieci obiettivi misurabili l’impegno della cooperativa lungo tutta la filiera, dal campo al freezer.

Tra i traguardi principali:

- ridurre del 30% il consumo di acqua per tonnellata di prodotto negli stabilimenti;
- coprire con energia rinnovabile autoprodotta o certificata l’80% dei consumi elettrici;
- utilizzare solo imballaggi riciclabili per tutte le referenze destinate al consumatore;
- portare al 25% la superficie coltivata con metodo biologico;
- dimezzare gli scarti di lavorazione non recuperati.

I progressi saranno rendicontati ogni anno nel bilancio di sostenibilità, verificato da un ente terzo indipendente. «Sostenibilità per noi significa anche reddito per i soci e lavoro stabile nei territori», ha spiegato il direttore generale Paolo Gardini.
`),
      md(`
**Cesena, 14 October 2026** – Brina Società Cooperativa Agricola today presented its 2030 sustainability plan, which turns the cooperative’s commitment across the whole chain, from field to freezer, into ten measurable targets.

Key targets include:

- cutting water use per tonne of product in the plants by 30%;
- covering 80% of electricity needs with self-generated or certified renewable energy;
- using only recyclable packaging for every consumer product;
- raising the share of organically farmed land to 25%;
- halving processing waste that is not recovered.

Progress will be reported every year in the sustainability report, audited by an independent third party. “For us, sustainability also means a fair income for our members and stable jobs in our communities,” said general manager Paolo Gardini.
`),
    ),
    date: '2026-10-14',
    image: img('press-sostenibilita', 'greens', 'Piatto di spinaci in foglia verde brillante', 'Plate of bright green leaf spinach'),
    attachments: [
      { key: 'press-sostenibilita-2030', title: bi('Comunicato stampa – Piano di sostenibilità 2030', 'Press release – 2030 sustainability plan') },
      { key: 'press-sostenibilita-2030-obiettivi', title: bi('I dieci obiettivi del piano 2030', 'The ten targets of the 2030 plan') },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Downloads and videos
// ---------------------------------------------------------------------------------------------

export const DOWNLOAD_CATEGORIES: DownloadCategorySeed[] = [
  { key: 'schede-tecniche', name: bi('Schede tecniche', 'Technical sheets'), slug: bi('schede-tecniche', 'technical-sheets'), order: 1 },
  { key: 'cataloghi', name: bi('Cataloghi', 'Catalogues'), slug: bi('cataloghi', 'catalogues'), order: 2 },
  { key: 'certificazioni', name: bi('Certificazioni', 'Certifications'), slug: bi('certificazioni', 'certifications'), order: 3 },
];

export const DOWNLOADS: DownloadSeed[] = [
  {
    key: 'schede-verdure-iqf',
    title: bi('Schede tecniche – Verdure IQF', 'Technical sheets – IQF vegetables'),
    description: bi(
      'Le schede di spinaci, piselli, fagiolini, broccoli e cavolfiore in formato professionale: calibro, calo peso, shelf life, valori nutrizionali, allergeni e tempi di rigenerazione in forno combinato e in pentola.',
      'Sheets for spinach, peas, green beans, broccoli and cauliflower in catering packs: size grade, weight loss, shelf life, nutrition values, allergens and regeneration times in combi oven and pot.',
    ),
    category: 'schede-tecniche',
    image: img('download-schede-iqf', 'peas', 'Piatto di piselli e fagiolini surgelati', 'Plate of frozen peas and green beans'),
    b2c: false,
    b2b: true,
  },
  {
    key: 'schede-contorni-professionali',
    title: bi('Schede tecniche – Contorni professionali', 'Technical sheets – Professional side dishes'),
    description: bi(
      'Ingredienti, dati logistici (pezzi per cartone, cartoni per pallet), grammature consigliate per porzione e istruzioni di mantenimento in linea calda per verdure grigliate, contorno mediterraneo e patate a spicchi.',
      'Ingredients, logistics data (packs per carton, cartons per pallet), recommended portion weights and hot-holding instructions for grilled vegetables, Mediterranean side dish and potato wedges.',
    ),
    category: 'schede-tecniche',
    image: img('download-schede-contorni', 'grill', 'Piatto di verdure grigliate a fette', 'Plate of sliced grilled vegetables'),
    b2c: false,
    b2b: true,
  },
  {
    key: 'schede-frutta-pasticceria',
    title: bi('Schede tecniche – Frutta per pasticceria', 'Technical sheets – Fruit for pastry'),
    description: bi(
      'Caratteristiche di pere Abate a cubetti, fragole, mirtilli e frutti di bosco: grado zuccherino, dimensione del taglio, comportamento in cottura, perdita di liquidi e consigli d’uso in impasti, creme e gelati.',
      'Specifications for diced Abate pears, strawberries, blueberries and mixed berries: sugar content, cut size, baking behaviour, liquid loss and tips for doughs, creams and ice cream.',
    ),
    category: 'schede-tecniche',
    image: img('download-schede-frutta', 'berries', 'Piatto di frutti di bosco misti', 'Plate of mixed berries'),
    b2c: false,
    b2b: true,
  },
  {
    key: 'catalogo-consumatori-2026',
    title: bi('Catalogo prodotti 2026', '2026 product catalogue'),
    description: bi(
      'Tutte le referenze per la spesa di casa divise per categoria, con foto, formati, linee Classica, Bio e CreaTu, modalità di cottura e indicazioni per diete vegane, vegetariane e senza glutine.',
      'Every product for your home shopping, by category, with photos, pack sizes, the Classic, Organic and CreaTu ranges, cooking methods and guidance for vegan, vegetarian and gluten-free diets.',
    ),
    category: 'cataloghi',
    image: img(
      'download-catalogo-consumatori',
      'mix',
      'Piatto con assortimento di verdure e frutta surgelate',
      'Plate with an assortment of frozen vegetables and fruit',
    ),
    b2c: true,
    b2b: false,
  },
  {
    key: 'catalogo-foodservice-2026',
    title: bi('Catalogo Food Service 2026', '2026 Food Service catalogue'),
    description: bi(
      'Il listino referenze per la ristorazione: formati da 1 a 2,5 kg, codici articolo, dati pallet, rese per porzione e suggerimenti di utilizzo per mense, hotel, banqueting, pizzerie e bar.',
      'The catering product list: 1 to 2.5 kg packs, item codes, pallet data, yield per portion and serving ideas for canteens, hotels, banqueting, pizzerias and bars.',
    ),
    category: 'cataloghi',
    image: img('download-catalogo-foodservice', 'grill', 'Teglia gastronorm con contorno di verdure', 'Gastronorm tray with a vegetable side dish'),
    b2c: false,
    b2b: true,
  },
  {
    key: 'certificato-biologico',
    title: bi('Certificato di conformità biologica', 'Organic certificate of conformity'),
    description: bi(
      'Il documento giustificativo rilasciato dall’organismo di controllo ai sensi del Reg. (UE) 2018/848, con l’elenco delle referenze biologiche prodotte negli stabilimenti di Cesena e Ficarolo.',
      'The supporting document issued by the control body under Regulation (EU) 2018/848, listing the organic products made at the Cesena and Ficarolo plants.',
    ),
    category: 'certificazioni',
    image: img('download-certificato-bio', 'greens', 'Piatto di broccoli biologici in cimette', 'Plate of organic broccoli florets'),
    b2c: true,
    b2b: true,
  },
  {
    key: 'certificazioni-qualita-ambiente',
    title: bi('Certificazioni qualità e ambiente', 'Quality and environmental certifications'),
    description: bi(
      'I certificati dei sistemi di gestione per la qualità (ISO 9001) e per l’ambiente (ISO 14001) dei tre stabilimenti, insieme alla dichiarazione sulla rintracciabilità di filiera (ISO 22005).',
      'Certificates for the quality (ISO 9001) and environmental (ISO 14001) management systems at all three plants, together with the supply-chain traceability statement (ISO 22005).',
    ),
    category: 'certificazioni',
    image: img('download-certificazioni-qualita', 'soup', 'Piatto di minestrone con verdure a cubetti', 'Plate of minestrone with diced vegetables'),
    b2c: true,
    b2b: true,
  },
];

export const VIDEOS: VideoSeed[] = [
  {
    key: 'dal-campo-al-freezer',
    title: bi('Dal campo al freezer in tre ore', 'From field to freezer in three hours'),
    slug: bi('dal-campo-al-freezer', 'from-field-to-freezer'),
    description: bi(
      'Segui un carico di piselli dalla raccolta all’alba fino alla confezione: il viaggio di una mattina di maggio nelle campagne e nello stabilimento di Ficarolo.',
      'Follow a load of peas from the dawn harvest to the pack: a May morning in the fields and at the Ficarolo plant.',
    ),
    transcript: bi(
      'Sono le quattro e mezza del mattino e le raccoglitrici entrano nel campo di Andrea, socio della cooperativa da vent’anni. L’agronomo assaggia qualche pisello direttamente dal baccello per controllarne la dolcezza. Il carico parte subito verso lo stabilimento di Ficarolo, a venti minuti di strada. All’arrivo i piselli vengono lavati, liberati da foglie e baccelli e divisi per calibro. Passano poi per pochi secondi nell’acqua calda, una scottatura che ne fissa il colore verde. Nel tunnel di surgelazione un flusso d’aria a -40 °C li congela uno per uno, mantenendoli separati. In meno di tre ore dalla raccolta sono già confezionati e pronti per la cella a -25 °C.',
      'It is half past four in the morning and the harvesters roll into the field of Andrea, a member of the cooperative for twenty years. The agronomist tastes a few peas straight from the pod to check their sweetness. The load leaves at once for the Ficarolo plant, twenty minutes down the road. On arrival the peas are washed, cleared of leaves and pods and sorted by size. They then spend a few seconds in hot water, a quick blanching that sets their green colour. In the freezing tunnel a stream of air at -40 °C freezes them one by one, keeping them separate. Less than three hours after picking they are packed and ready for the cold store at -25 °C.',
    ),
    duration_seconds: 195,
    poster: img('video-campo-freezer', 'peas', 'Piatto di piselli verdi appena surgelati', 'Plate of freshly frozen green peas'),
    b2c: true,
    b2b: true,
  },
  {
    key: 'come-funziona-iqf',
    title: bi('Come funziona la surgelazione IQF', 'How IQF freezing works'),
    slug: bi('come-funziona-la-surgelazione-iqf', 'how-iqf-freezing-works'),
    description: bi(
      'Perché i surgelati a grani liberi non formano blocchi di ghiaccio e mantengono consistenza e nutrienti: la tecnologia spiegata in due minuti.',
      'Why free-flowing frozen food does not turn into a block of ice and keeps its texture and nutrients: the technology explained in two minutes.',
    ),
    transcript: bi(
      'IQF significa Individually Quick Frozen, cioè surgelato rapidamente pezzo per pezzo. Le verdure, già tagliate e scottate, entrano su un nastro che attraversa un tunnel a letto fluido. Dal basso soffia aria a -40 °C con una forza tale da tenere i pezzi sospesi e in movimento. In questo modo ogni pisello, ogni cubetto o cimetta si congela separatamente in pochi minuti. Una surgelazione così rapida forma cristalli di ghiaccio piccolissimi, che non rompono le cellule del vegetale. Per questo, dopo la cottura, la verdura resta soda e non rilascia acqua. E siccome i pezzi non si attaccano tra loro, puoi prelevare solo la quantità che ti serve e richiudere la busta.',
      'IQF stands for Individually Quick Frozen: each piece is frozen quickly on its own. The vegetables, already cut and blanched, travel on a belt through a fluidised-bed tunnel. Air at -40 °C blows up from below, strongly enough to keep the pieces suspended and moving. That way every pea, dice or floret freezes separately in just a few minutes. Freezing this fast forms tiny ice crystals that do not burst the plant cells. So after cooking, the vegetables stay firm and do not release water. And because the pieces do not stick together, you can take just the amount you need and reseal the bag.',
    ),
    duration_seconds: 140,
    poster: img('video-come-funziona-iqf', 'carrots', 'Piatto di carote a cubetti con cristalli di brina', 'Plate of diced carrots with frost crystals'),
    b2c: true,
    b2b: true,
  },
  {
    key: 'chef-demo-banqueting',
    title: bi('Chef demo: contorni per 200 coperti in forno combinato', 'Chef demo: side dishes for 200 covers in a combi oven'),
    slug: bi('chef-demo-contorni-banqueting', 'chef-demo-banqueting-side-dishes'),
    description: bi(
      'Lo chef Marco Bellini mostra come organizzare i contorni di un banchetto con i prodotti Professional: teglie, tempi di rigenerazione, mantenimento e impiattamento.',
      'Chef Marco Bellini shows how to organise the side dishes for a banquet with the Professional range: trays, regeneration times, holding and plating.',
    ),
    transcript: bi(
      'Lo chef Marco Bellini è nella cucina di un centro congressi, dove alle 13 sono attesi duecento ospiti. Distribuisce le verdure grigliate Professional ancora surgelate in teglie gastronorm forate, senza sovrapporle. Le teglie entrano nel forno combinato a vapore a 100 °C per otto minuti, poi passano due minuti a convezione per asciugare la superficie. Nel frattempo il contorno mediterraneo si rigenera a bagnomaria nelle confezioni chiuse. Lo chef mostra come controllare la temperatura al cuore con la sonda, che deve superare i 75 °C. Poi condisce con olio extravergine ed erbe fresche e trasferisce tutto negli armadi caldi a 65 °C. Al momento del servizio la brigata impiatta duecento porzioni in meno di venti minuti.',
      'Chef Marco Bellini is in the kitchen of a conference centre where two hundred guests are expected at 1 pm. He spreads the still-frozen Professional grilled vegetables in perforated gastronorm pans, without overlapping them. The pans go into the combi oven on steam at 100 °C for eight minutes, then two minutes on convection to dry the surface. Meanwhile the Mediterranean side dish is regenerated in its sealed packs in a bain-marie. The chef shows how to check the core temperature with a probe: it must be above 75 °C. He then dresses everything with extra-virgin olive oil and fresh herbs and moves it to the hot cabinets at 65 °C. At service time the brigade plates two hundred portions in under twenty minutes.',
    ),
    duration_seconds: 420,
    poster: img('video-chef-demo', 'grill', 'Teglia di verdure grigliate e peperonata', 'Tray of grilled vegetables and pepper stew'),
    b2c: false,
    b2b: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Legal area
// ---------------------------------------------------------------------------------------------

export const LEGAL: LegalSeed[] = [
  {
    key: 'privacy-policy',
    title: bi('Informativa sulla privacy', 'Privacy policy'),
    slug: bi('privacy-policy', 'privacy-policy'),
    updated_on: '2026-01-15',
    b2c: true,
    b2b: true,
    content: bi(
      md(`
La presente informativa spiega come vengono trattati i dati personali di chi visita questo sito e utilizza i servizi offerti online, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (“GDPR”) e della normativa italiana in materia di protezione dei dati personali.

## Titolare del trattamento

Il titolare del trattamento è **Brina Società Cooperativa Agricola**, con sede legale in Via dei Frutteti 18, 47521 Cesena (FC), partita IVA 02345678904. Per qualsiasi richiesta relativa ai tuoi dati puoi scrivere a privacy@brina.example oppure inviare una lettera raccomandata all’indirizzo della sede.

Il titolare ha nominato un Responsabile della protezione dei dati (DPO), contattabile all’indirizzo dpo@brina.example.

## Quali dati trattiamo

- **Dati di navigazione**: indirizzo IP, tipo di browser, pagine visitate, data e ora della richiesta. Sono raccolti automaticamente dai sistemi che fanno funzionare il sito e vengono usati in forma aggregata per garantirne sicurezza e corretto funzionamento.
- **Dati forniti volontariamente**: nome, cognome, indirizzo email, telefono e contenuto del messaggio quando compili il modulo contatti, richiedi campioni o kit per la tua attività, esprimi una valutazione su un prodotto o ti iscrivi alla newsletter.
- **Dati dei professionisti**: ragione sociale, partita IVA, indirizzo dell’attività e settore di appartenenza, quando richiedi informazioni commerciali o campioni per il food service.
- **Dati dei candidati**: dati anagrafici, titoli di studio, esperienze lavorative, competenze e curriculum vitae inviati tramite la sezione Lavora con noi. Se dichiari l’appartenenza a una categoria protetta, il dato viene trattato solo per le finalità previste dalla legge.

## Finalità e basi giuridiche

1. Rispondere alle tue richieste e fornirti le informazioni o i campioni richiesti: base giuridica è l’esecuzione di misure precontrattuali adottate su tua richiesta.
2. Inviarti la newsletter con ricette, novità e iniziative: base giuridica è il tuo consenso, che puoi revocare in ogni momento con il link presente in ogni messaggio.
3. Valutare la tua candidatura e, se lo desideri, contattarti per future selezioni: base giuridica sono le misure precontrattuali e, per la conservazione oltre la selezione in corso, il tuo consenso.
4. Adempiere a obblighi di legge, fiscali e contabili, e gestire richieste delle autorità.
5. Garantire la sicurezza del sito e prevenire abusi, ad esempio l’invio automatico di moduli: base giuridica è il legittimo interesse del titolare.

## Per quanto tempo conserviamo i dati

I dati delle richieste di contatto sono conservati per 24 mesi dall’ultimo scambio. I dati per la newsletter sono conservati fino alla revoca del consenso. I curriculum sono conservati per 12 mesi, salvo tuo consenso a un periodo più lungo. I dati necessari per obblighi fiscali sono conservati per 10 anni.

## A chi comunichiamo i dati

I dati sono trattati da personale autorizzato della cooperativa e da fornitori che ci supportano nella gestione del sito, dell’hosting, dell’invio delle email e della logistica dei campioni, nominati responsabili del trattamento ai sensi dell’art. 28 del GDPR. I dati non vengono diffusi né venduti a terzi. Qualora un fornitore tratti dati al di fuori dello Spazio economico europeo, il trasferimento avviene sulla base di una decisione di adeguatezza o delle clausole contrattuali tipo approvate dalla Commissione europea.

## I tuoi diritti

In qualsiasi momento puoi chiedere di accedere ai tuoi dati, di rettificarli o cancellarli, di limitarne il trattamento, di opporti al trattamento basato sul legittimo interesse e di ricevere i dati in un formato strutturato (portabilità). Puoi revocare il consenso senza che questo pregiudichi la liceità del trattamento svolto prima della revoca.

Se ritieni che il trattamento violi la normativa, puoi proporre reclamo al Garante per la protezione dei dati personali o all’autorità di controllo del Paese in cui risiedi.

## Minori

L’iscrizione alla newsletter e i consensi a finalità di profilazione sono riservati a chi ha compiuto 16 anni. Non raccogliamo consapevolmente dati di minori di questa età.

## Modifiche all’informativa

Potremo aggiornare questa informativa per adeguarla a cambiamenti normativi o dei servizi offerti. La data dell’ultimo aggiornamento è sempre indicata in questa pagina.
`),
      md(`
This notice explains how we process the personal data of people who visit this website and use its online services, in accordance with Articles 13 and 14 of Regulation (EU) 2016/679 (the “GDPR”) and Italian data protection law.

## Data controller

The data controller is **Brina Società Cooperativa Agricola**, with registered office at Via dei Frutteti 18, 47521 Cesena (FC), Italy, VAT number IT02345678904. For any request about your data, write to privacy@brina.example or send a registered letter to our registered office.

The controller has appointed a Data Protection Officer (DPO), who can be reached at dpo@brina.example.

## What data we process

- **Browsing data**: IP address, browser type, pages visited, date and time of the request. This is collected automatically by the systems that run the website and is used in aggregate form to keep the site secure and working properly.
- **Data you give us**: first name, surname, email address, telephone number and the content of your message when you fill in the contact form, request samples or a kit for your business, rate a product or sign up to the newsletter.
- **Business data**: company name, VAT number, business address and sector, when you ask for sales information or samples for food service.
- **Applicant data**: personal details, qualifications, work experience, skills and CV sent through the careers section. If you tell us you belong to a legally protected category, that information is used only for the purposes required by law.

## Purposes and legal bases

1. To answer your requests and send you the information or samples you asked for: the legal basis is taking steps at your request before entering into a contract.
2. To send you our newsletter with recipes, news and events: the legal basis is your consent, which you can withdraw at any time through the link in every email.
3. To assess your job application and, if you wish, contact you about future openings: the legal basis is pre-contractual steps and, for keeping your data after the current selection, your consent.
4. To comply with legal, tax and accounting obligations and handle requests from the authorities.
5. To keep the website secure and prevent abuse, such as automated form submissions: the legal basis is our legitimate interest.

## How long we keep your data

Contact requests are kept for 24 months after our last exchange. Newsletter data is kept until you withdraw your consent. CVs are kept for 12 months unless you agree to a longer period. Data needed for tax purposes is kept for 10 years.

## Who we share data with

Your data is handled by authorised staff of the cooperative and by suppliers who help us run the website, hosting, email delivery and sample shipping, appointed as processors under Article 28 GDPR. We never publish or sell your data. If a supplier processes data outside the European Economic Area, the transfer relies on an adequacy decision or on the standard contractual clauses approved by the European Commission.

## Your rights

At any time you may ask to access, correct or erase your data, restrict its processing, object to processing based on legitimate interest and receive your data in a structured format (portability). You can withdraw consent at any time; this does not affect the lawfulness of processing carried out before withdrawal.

If you believe your data is being processed unlawfully, you may lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali) or with the supervisory authority of the country where you live.

## Minors

Newsletter sign-up and consent to profiling are reserved for people aged 16 or over. We do not knowingly collect data from anyone younger.

## Changes to this notice

We may update this notice to reflect changes in the law or in our services. The date of the latest update is always shown on this page.
`),
    ),
  },
  {
    key: 'cookie-policy',
    title: bi('Cookie policy', 'Cookie policy'),
    slug: bi('cookie-policy', 'cookie-policy'),
    updated_on: '2026-01-15',
    b2c: true,
    b2b: true,
    content: bi(
      md(`
Questa pagina descrive i cookie e le tecnologie simili utilizzati dal sito di **Brina Società Cooperativa Agricola**, titolare del trattamento, e spiega come puoi gestire le tue preferenze.

## Che cosa sono i cookie

I cookie sono piccoli file di testo che il sito salva sul tuo dispositivo quando lo visiti. Servono a far funzionare le pagine, a ricordare le tue scelte e, se lo consenti, a raccogliere statistiche sull’utilizzo del sito.

## Cookie tecnici

Sono necessari al funzionamento del sito e non richiedono il tuo consenso. Li usiamo per:

- ricordare la lingua scelta e la modalità di navigazione (Consumatori o Food Service);
- memorizzare le tue preferenze sui cookie;
- consentire alla redazione di visualizzare in anteprima i contenuti non ancora pubblicati.

## Cookie analitici

Ci aiutano a capire quali pagine sono più visitate e come migliorare il sito. Gli indirizzi IP vengono abbreviati e i dati sono trattati solo in forma aggregata. Vengono installati solo dopo il tuo consenso.

## Cookie di marketing

Permettono a noi e ai nostri partner pubblicitari di mostrarti contenuti e offerte più vicini ai tuoi interessi, anche su altri siti. Vengono installati solo se li attivi nelle preferenze.

## Servizi di terze parti

Alcune funzioni utilizzano servizi forniti da terzi, che possono installare propri cookie:

- un servizio di **mappe**, usato nello store locator per mostrarti i punti vendita vicini;
- un servizio di **protezione anti-bot**, che verifica che i moduli siano compilati da persone e non da programmi automatici;
- un sistema di **gestione dei tag**, che registra in forma anonima le pagine visitate.

## Come gestire le preferenze

Alla prima visita un banner ti permette di accettare o rifiutare i cookie non tecnici, oppure di scegliere quali attivare; chiudendolo con la X continui con i soli cookie tecnici. La tua scelta vale 6 mesi e ti verrà chiesta di nuovo se questa informativa cambia. Puoi cambiare idea in qualsiasi momento dal link “Preferenze cookie” in fondo a ogni pagina, oppure cancellare i cookie dalle impostazioni del tuo browser. Il rifiuto dei cookie non tecnici non impedisce di navigare il sito.

Per ogni informazione sul trattamento dei tuoi dati personali consulta l’informativa sulla privacy.
`),
      md(`
This page describes the cookies and similar technologies used on the website of **Brina Società Cooperativa Agricola**, the data controller, and explains how you can manage your preferences.

## What cookies are

Cookies are small text files that a website stores on your device when you visit it. They make pages work, remember your choices and, if you allow it, gather statistics on how the site is used.

## Technical cookies

These are needed for the website to work and do not require your consent. We use them to:

- remember your language and browsing mode (Consumers or Food Service);
- store your cookie preferences;
- let our editors preview content that has not yet been published.

## Analytics cookies

These help us see which pages are visited most and how to improve the site. IP addresses are truncated and data is processed only in aggregate form. They are set only after you consent.

## Marketing cookies

These let us and our advertising partners show you content and offers closer to your interests, on other websites too. They are set only if you turn them on in your preferences.

## Third-party services

Some features rely on services provided by third parties, which may set their own cookies:

- a **map** service, used in the store locator to show you nearby shops;
- an **anti-bot** service, which checks that forms are filled in by people rather than automated programs;
- a **tag management** system, which records the pages visited anonymously.

## Managing your preferences

On your first visit a banner lets you accept or refuse non-technical cookies, or choose which ones to allow; closing it with the X keeps only technical cookies. Your choice lasts 6 months and you will be asked again if this policy changes. You can change your mind at any time through the “Cookie preferences” link at the bottom of every page, or delete cookies in your browser settings. Refusing non-technical cookies does not stop you from browsing the site.

For full information on how we process your personal data, please read our privacy policy.
`),
    ),
  },
  {
    key: 'note-legali',
    title: bi('Note legali', 'Legal notes'),
    slug: bi('note-legali', 'legal-notes'),
    updated_on: '2026-01-15',
    b2c: true,
    b2b: true,
    content: bi(
      md(`
## Titolare del sito

Questo sito è di proprietà di **Brina Società Cooperativa Agricola**, Via dei Frutteti 18, 47521 Cesena (FC). Partita IVA e codice fiscale 02345678904. Cooperativa a mutualità prevalente.

## Proprietà intellettuale

Testi, fotografie, illustrazioni, video, loghi e marchi presenti sul sito appartengono alla cooperativa o sono utilizzati con il permesso dei rispettivi titolari. È consentito consultarli e condividerli per uso personale, citando la fonte. Ogni altro utilizzo, compresa la riproduzione a fini commerciali, richiede un’autorizzazione scritta.

I materiali dell’area stampa e della sezione download possono essere utilizzati dai giornalisti e dai clienti professionali per finalità informative, senza modificarne il contenuto.

## Informazioni sui prodotti

Le informazioni sui prodotti, comprese le tabelle nutrizionali e l’elenco degli allergeni, sono aggiornate con la massima cura. In caso di differenze fa sempre fede quanto riportato sull’etichetta della confezione. Le ricette e i consigli di cottura hanno scopo indicativo.

## Limitazione di responsabilità

La cooperativa si impegna a mantenere il sito aggiornato e funzionante, ma non può garantire l’assenza di errori o interruzioni del servizio. Il sito può contenere collegamenti a siti di terzi, sui cui contenuti la cooperativa non ha alcun controllo.

## Legge applicabile

Le presenti note sono regolate dalla legge italiana. Per ogni controversia è competente il foro di Forlì, fatte salve le norme inderogabili a tutela dei consumatori.
`),
      md(`
## Website owner

This website is owned by **Brina Società Cooperativa Agricola**, Via dei Frutteti 18, 47521 Cesena (FC), Italy. VAT and tax code 02345678904. A cooperative with prevailing mutual purpose under Italian law.

## Intellectual property

All texts, photographs, illustrations, videos, logos and trademarks on this website belong to the cooperative or are used with the permission of their owners. You may view and share them for personal use, citing the source. Any other use, including reproduction for commercial purposes, requires written permission.

Materials in the press area and the downloads section may be used by journalists and business customers for information purposes, provided their content is not altered.

## Product information

Product information, including nutrition tables and allergen lists, is kept up to date with the greatest care. If there is any difference, the label on the pack always prevails. Recipes and cooking tips are for guidance only.

## Limitation of liability

The cooperative does its best to keep the website up to date and running, but cannot guarantee that it is free from errors or interruptions. The site may contain links to third-party websites whose content the cooperative does not control.

## Governing law

These notes are governed by Italian law. The court of Forlì has jurisdiction over any dispute, without prejudice to mandatory consumer-protection rules.
`),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Landing pages
// ---------------------------------------------------------------------------------------------

export const LANDINGS: LandingSeed[] = [
  {
    key: 'primavera-in-tavola',
    mode: 'B2C',
    title: bi('Primavera in tavola', 'Spring on the table'),
    slug: bi('primavera-in-tavola', 'spring-on-the-table'),
    sections: [
      {
        component: 'sections.hero',
        eyebrow: bi('Primavera 2026', 'Spring 2026'),
        title: bi('La primavera è in tavola', 'Spring is on the table'),
        subtitle: bi(
          'Piselli dolci, spinaci teneri, fragole profumate: i sapori della nuova stagione raccolti nei campi dei nostri soci e pronti in pochi minuti.',
          'Sweet peas, tender spinach, fragrant strawberries: the flavours of the new season, picked in our members’ fields and ready in minutes.',
        ),
        image: img(
          'landing-primavera-hero',
          'peas',
          'Piatto di piselli, fagiolini e spinaci dai toni verde brillante',
          'Plate of peas, green beans and spinach in bright greens',
        ),
        cta: link('Scopri le ricette', 'Discover the recipes', '/it/ricette', '/en/recipes'),
        secondary_cta: link('Le nostre verdure', 'Our vegetables', '/it/prodotti/verdure', '/en/products/vegetables'),
        theme: 'light',
      },
      {
        component: 'sections.rich-text',
        title: bi('Il momento più verde dell’anno', 'The greenest time of the year'),
        body: bi(
          md(`
Tra aprile e giugno i campi della Romagna e del Polesine cambiano colore ogni settimana. È la stagione dei **piselli**, raccolti all’alba quando sono più dolci, degli **spinaci** a foglia tenera e dei **fagiolini** sottili. Al Sud, nella Piana di Metaponto, maturano le prime **fragole**.

Noi raccogliamo ogni prodotto nel giorno giusto e lo surgeliamo in poche ore, così il sapore della primavera resta intatto fino al prossimo anno. Qui sotto trovi le nostre idee per portarlo in tavola ogni giorno, senza passare ore in cucina.
`),
          md(`
Between April and June the fields of Romagna and Polesine change colour every week. It is the season of **peas**, picked at dawn when they are sweetest, of tender leaf **spinach** and slender **green beans**. Down south, on the Metaponto Plain, the first **strawberries** ripen.

We pick every crop on the right day and freeze it within hours, so the taste of spring lasts until next year. Below you will find our ideas for bringing it to the table every day without spending hours in the kitchen.
`),
        ),
      },
      {
        component: 'sections.image-text',
        title: bi('Verde, dolce e pronto in cinque minuti', 'Green, sweet and ready in five minutes'),
        body: bi(
          md(`
I nostri spinaci in foglia e i piselli finissimi sono già lavati, mondati e scottati. Basta una padella calda, un filo d’olio e cinque minuti per un contorno o per la base di un primo piatto.

- Nessuno scarto e nessuna verdura da pulire
- Porzioni libere: prendi solo quello che ti serve
- Lo stesso gusto della raccolta, tutto l’anno
`),
          md(`
Our leaf spinach and extra-fine peas come washed, trimmed and blanched. All you need is a hot pan, a drizzle of oil and five minutes for a side dish or the base of a pasta or risotto.

- No waste and nothing to clean
- Free-flowing portions: take just what you need
- The taste of harvest day, all year round
`),
        ),
        image: img('landing-primavera-verdure', 'greens', 'Padella di spinaci in foglia e piselli', 'Pan of leaf spinach and peas'),
        image_position: 'left',
        cta: link('Vedi tutte le verdure', 'See all vegetables', '/it/prodotti/verdure', '/en/products/vegetables'),
      },
      {
        component: 'sections.product-carousel',
        title: bi('I prodotti di stagione', 'In season now'),
        subtitle: bi('Le referenze che raccontano meglio la primavera nei nostri campi.', 'The products that best capture spring in our fields.'),
        products: ['piselli', 'spinaci', 'fagiolini', 'carote', 'risotto-asparagi', 'fragole'],
        cta: link('Tutti i prodotti', 'All products', '/it/prodotti', '/en/products'),
      },
      {
        component: 'sections.recipe-carousel',
        title: bi('Ricette di primavera', 'Spring recipes'),
        subtitle: bi(
          'Dal risotto alla frittata, fino al dessert al cucchiaio: cinque idee pronte in meno di mezz’ora.',
          'From risotto to frittata and a spoon dessert: five ideas ready in under half an hour.',
        ),
        recipes: ['risotto-piselli', 'pasta-friarielli', 'frittata-spinaci', 'fagiolini-aglio', 'fragole-mascarpone'],
        cta: link('Tutte le ricette', 'All recipes', '/it/ricette', '/en/recipes'),
      },
      {
        component: 'sections.video',
        title: bi('Dal campo al freezer in tre ore', 'From field to freezer in three hours'),
        description: bi(
          'Una mattina di maggio con le raccoglitrici di piselli e la squadra dello stabilimento di Ficarolo.',
          'A May morning with the pea harvesters and the team at the Ficarolo plant.',
        ),
        video_key: 'dal-campo-al-freezer',
      },
      {
        component: 'sections.quiz-teaser',
        title: bi('Surgelati: vero o falso?', 'Frozen food: true or false?'),
        text: bi(
          'Sei sicuro di sapere tutto su vitamine, conservanti e catena del freddo? Metti alla prova le tue conoscenze con sei domande veloci.',
          'Are you sure you know everything about vitamins, preservatives and the cold chain? Test yourself with six quick questions.',
        ),
        quiz_slug: 'surgelati-vero-o-falso',
        cta_label: bi('Inizia il quiz', 'Start the quiz'),
        image: img('landing-primavera-quiz', 'strawberries', 'Piatto di fragole con cristalli di brina', 'Plate of strawberries with frost crystals'),
      },
      {
        component: 'sections.accordion',
        title: bi('Domande di stagione', 'Seasonal questions'),
        items: [
          {
            question: bi('Le verdure surgelate sono davvero di stagione?', 'Are frozen vegetables really seasonal?'),
            answer: bi(
              'Sì. Ogni verdura viene raccolta nel suo periodo naturale di maturazione e surgelata in poche ore. Quello che cambia è solo il momento in cui la porti in tavola.',
              'Yes. Every vegetable is picked in its natural ripening season and frozen within hours. The only thing that changes is when you serve it.',
            ),
          },
          {
            question: bi('Posso usare i piselli surgelati nel risotto senza scongelarli?', 'Can I add frozen peas to risotto without thawing them?'),
            answer: bi(
              'Certo: aggiungili ancora surgelati negli ultimi 6-8 minuti di cottura. Sono già scottati e resteranno dolci e di un bel verde brillante.',
              'Of course: add them still frozen for the last 6–8 minutes of cooking. They are already blanched and will stay sweet and bright green.',
            ),
          },
          {
            question: bi('Come scongelo le fragole per un dessert?', 'How should I thaw strawberries for a dessert?'),
            answer: bi(
              'Mettile su un colino in frigorifero per circa due ore. Scongelandole lentamente perdono meno succo e mantengono una consistenza migliore.',
              'Put them in a sieve in the fridge for about two hours. Thawing them slowly means they lose less juice and keep a better texture.',
            ),
          },
        ],
      },
      {
        component: 'sections.downloads-list',
        title: bi('Porta con te il catalogo', 'Take the catalogue with you'),
        category: 'cataloghi',
        limit: 2,
      },
      {
        component: 'sections.news-list',
        title: bi('Notizie dai campi', 'News from the fields'),
        limit: 3,
        cta: link('Tutte le news', 'All news', '/it/news', '/en/news'),
      },
      {
        component: 'sections.cta-banner',
        title: bi('Trova Brina vicino a te', 'There is plenty more to discover'),
        text: bi(
          'I nostri surgelati sono nei banchi frigo di tutta Italia. Cerca il punto vendita più vicino e scopri quali referenze trovi.',
          'From soups to fruit, our range goes far beyond spring vegetables. Browse every product and find your next favourite.',
        ),
        image: img('landing-primavera-banner', 'mix', 'Piatto con verdure e frutta surgelate miste', 'Plate of mixed frozen vegetables and fruit'),
        cta: link('Vai allo store locator', 'Browse all products', '/it/store-locator', '/en/products'),
        theme: 'frost',
      },
    ],
  },
  {
    key: 'mense-scolastiche',
    mode: 'B2B',
    title: bi('Mense scolastiche', 'School canteens'),
    slug: bi('mense-scolastiche', 'school-canteens'),
    sections: [
      {
        component: 'sections.hero',
        eyebrow: bi('Ristorazione scolastica', 'School catering'),
        title: bi('Verdure che i bambini finiscono', 'Vegetables children actually finish'),
        subtitle: bi(
          'Prodotti IQF da filiera cooperativa italiana, biologici quando il capitolato lo chiede, con grammature costanti e schede tecniche complete.',
          'IQF products from an Italian cooperative supply chain, organic whenever the tender requires it, with consistent portion weights and complete technical sheets.',
        ),
        image: img('landing-mense-hero', 'soup', 'Piatto fondo di vellutata e minestrone di verdure', 'Deep plate of vegetable velouté and minestrone'),
        cta: link('Richiedi le schede tecniche', 'Request the technical sheets', '/it/foodservice/contatti', '/en/foodservice/contacts'),
        secondary_cta: link('Verdure IQF', 'IQF vegetables', '/it/foodservice/prodotti/verdure-iqf', '/en/foodservice/products/iqf-vegetables'),
        theme: 'frost',
      },
      {
        component: 'sections.rich-text',
        title: bi('Pensati per i capitolati', 'Built around tender requirements'),
        body: bi(
          md(`
Chi gestisce una mensa scolastica deve rispettare criteri ambientali minimi, menu approvati dai servizi di igiene della nutrizione e un budget per pasto molto preciso. Le nostre verdure IQF aiutano su tutti e tre i fronti:

- **origine italiana e tracciabile**, dal campo del socio al lotto di produzione;
- **referenze biologiche certificate** per rispettare le quote previste dai bandi;
- **resa prevedibile**: nessuno scarto di pulizia e calo peso indicato in scheda;
- **allergeni dichiarati** e linee dedicate per i prodotti senza glutine.
`),
          md(`
Anyone running a school canteen has to meet minimum environmental criteria, menus approved by public-health nutrition services and a very tight budget per meal. Our IQF vegetables help on all three fronts:

- **Italian, traceable origin**, from the member’s field to the production batch;
- **certified organic products** to meet the shares set in tenders;
- **predictable yield**: no trimming waste, with weight loss stated on the sheet;
- **declared allergens** and dedicated lines for gluten-free products.
`),
        ),
      },
      {
        component: 'sections.image-text',
        title: bi('Cotture regolari, meno avanzi nel piatto', 'Even cooking, fewer leftovers'),
        body: bi(
          'Cimette tutte della stessa misura, fagiolini calibrati e cubetti regolari cuociono in modo uniforme in forno combinato. Il risultato è una verdura tenera ma non sfatta, più gradita ai bambini: nelle cucine che seguiamo gli avanzi di verdura sono calati fino al 18%.',
          'Evenly sized florets, graded green beans and regular dice cook uniformly in the combi oven. The result is vegetables that are tender but not mushy, and children like them more: in the kitchens we support, vegetable leftovers have dropped by up to 18%.',
        ),
        image: img('landing-mense-cotture', 'greens', 'Teglia di broccoli e cavolfiore cotti a vapore', 'Tray of steamed broccoli and cauliflower'),
        image_position: 'right',
      },
      {
        component: 'sections.product-carousel',
        title: bi('I più richiesti dalle mense', 'Canteen favourites'),
        products: ['spinaci', 'piselli', 'fagiolini', 'broccoli', 'cavolfiore', 'vellutata-zucca', 'patate-spicchi'],
        cta: link('Catalogo Food Service', 'Food Service catalogue', '/it/foodservice/prodotti', '/en/foodservice/products'),
      },
      {
        component: 'sections.recipe-carousel',
        title: bi('Ricette per grandi numeri', 'Recipes for large numbers'),
        subtitle: bi(
          'Dosi da 50 a 100 porzioni, con tempi di rigenerazione e mantenimento.',
          'Batches of 50 to 100 portions, with regeneration and holding times.',
        ),
        recipes: ['vellutata-mensa', 'minestrone-genovese', 'polpette-forno', 'patate-rosmarino'],
        cta: link('Tutte le ricette professionali', 'All professional recipes', '/it/foodservice/ricette', '/en/foodservice/recipes'),
      },
      {
        component: 'sections.accordion',
        title: bi('Domande frequenti dei gestori', 'Frequently asked questions from operators'),
        items: [
          {
            question: bi('Fornite la documentazione per le gare d’appalto?', 'Do you supply documentation for public tenders?'),
            answer: bi(
              'Sì: schede tecniche, certificato biologico, dichiarazioni di origine e allergeni sono scaricabili dall’area download. Per documenti specifici il nostro ufficio commerciale risponde entro due giorni lavorativi.',
              'Yes: technical sheets, the organic certificate and origin and allergen statements can be downloaded from the downloads area. For specific documents our sales office replies within two working days.',
            ),
          },
          {
            question: bi('Qual è il formato più adatto a una cucina centralizzata?', 'Which pack size suits a central kitchen best?'),
            answer: bi(
              'Per cucine oltre i 500 pasti consigliamo i formati da 2,5 kg, che riducono le confezioni da aprire e lo spazio occupato dagli imballaggi. Per i terminali di distribuzione bastano i formati da 1 kg.',
              'For kitchens serving more than 500 meals we recommend 2.5 kg packs, which mean fewer bags to open and less packaging waste. For satellite serving points, 1 kg packs are enough.',
            ),
          },
          {
            question: bi('Come gestite le diete speciali?', 'How do you handle special diets?'),
            answer: bi(
              'Ogni scheda riporta i 14 allergeni e le indicazioni per diete vegane, vegetariane e senza glutine. Le verdure singole non contengono allergeni e sono adatte a quasi tutte le diete speciali.',
              'Every sheet lists the 14 allergens and states suitability for vegan, vegetarian and gluten-free diets. Single vegetables contain no allergens and suit almost every special diet.',
            ),
          },
        ],
      },
      {
        component: 'sections.downloads-list',
        title: bi('Schede tecniche', 'Technical sheets'),
        category: 'schede-tecniche',
        limit: 3,
      },
      {
        component: 'sections.cta-banner',
        title: bi('Costruiamo insieme il tuo menu', 'Let’s build your menu together'),
        text: bi(
          'I nostri tecnologi alimentari ti aiutano a scegliere referenze e formati e a calcolare il costo per porzione del tuo menu a rotazione.',
          'Our food technologists will help you choose products and pack sizes and work out the cost per portion of your rotating menu.',
        ),
        cta: link('Contatta il team Food Service', 'Contact the Food Service team', '/it/foodservice/contatti', '/en/foodservice/contacts'),
        theme: 'dark',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Corporate pages
// ---------------------------------------------------------------------------------------------

export const PAGE_CATEGORIES: PageCategorySeed[] = [{ key: 'azienda', name: bi('Azienda', 'Company'), slug: bi('azienda', 'company') }];

export const PAGES: PageSeed[] = [
  {
    key: 'chi-siamo',
    title: bi('Chi siamo', 'About us'),
    slug: bi('chi-siamo', 'about-us'),
    intro: bi(
      'Brina è una cooperativa agricola nata a Cesena nel 1966. Oggi riunisce 1.200 aziende agricole socie in Emilia-Romagna, Veneto e Basilicata e surgela verdura e frutta in tre stabilimenti, a pochi chilometri dai campi.',
      'Brina is a farming cooperative founded in Cesena in 1966. Today it brings together 1,200 member farms in Emilia-Romagna, Veneto and Basilicata and freezes vegetables and fruit at three plants just a few kilometres from the fields.',
    ),
    sections: [
      {
        component: 'sections.image-text',
        title: bi('Una storia cominciata tra i peri', 'A story that began among the pear trees'),
        body: bi(
          md(`
Nel 1966 trentotto frutticoltori della campagna cesenate decisero di mettere in comune i loro raccolti di pere Abate per venderli insieme e a un prezzo più giusto. Pochi anni dopo costruirono la prima cella frigorifera e, nel 1974, la prima linea di surgelazione per piselli e fagiolini.

Da allora la cooperativa è cresciuta, ma il principio è rimasto lo stesso: il valore di quello che produciamo deve tornare a chi coltiva la terra.
`),
          md(`
In 1966 thirty-eight fruit growers from the countryside around Cesena decided to pool their Abate pear harvests so they could sell together, at a fairer price. A few years later they built their first cold store and, in 1974, their first freezing line for peas and green beans.

The cooperative has grown a great deal since then, but the principle has not changed: the value of what we produce must go back to the people who farm the land.
`),
        ),
        image: img('pagina-chi-siamo-storia', 'pears', 'Piatto di pere Abate intere e a spicchi', 'Plate of whole and sliced Abate pears'),
        image_position: 'right',
      },
      {
        component: 'sections.rich-text',
        title: bi('Brina in numeri', 'Brina in figures'),
        body: bi(
          md(`
- **1.200** aziende agricole socie
- **9.500** ettari coltivati a verdura e frutta
- **3** stabilimenti: Cesena (FC), Ficarolo (RO) e Policoro (MT)
- **720** dipendenti fissi e fino a **1.100** lavoratori stagionali nei mesi di raccolta
- **186 milioni** di euro di fatturato nel 2025, di cui il 23% all’estero
`),
          md(`
- **1,200** member farms
- **9,500** hectares of vegetables and fruit
- **3** plants: Cesena (FC), Ficarolo (RO) and Policoro (MT)
- **720** permanent employees and up to **1,100** seasonal workers at harvest time
- **€186 million** revenue in 2025, 23% of it from exports
`),
        ),
      },
      {
        component: 'sections.image-text',
        title: bi('Tre stabilimenti, tre territori', 'Three plants, three regions'),
        body: bi(
          'A **Cesena** hanno sede la direzione, il nuovo hub logistico e le linee per verdure e piatti pronti. A **Ficarolo**, sulle rive del Po, lavoriamo piselli, fagiolini, spinaci e patate del Polesine e del Ferrarese. A **Policoro**, sulla costa ionica, surgeliamo fragole, frutti rossi e le verdure del Sud, come i friarielli.',
          'Our head office, the new logistics hub and the lines for vegetables and ready meals are in **Cesena**. In **Ficarolo**, on the banks of the Po, we process peas, green beans, spinach and potatoes from Polesine and the Ferrara area. In **Policoro**, on the Ionian coast, we freeze strawberries, red fruit and southern vegetables such as friarielli.',
        ),
        image: img(
          'pagina-chi-siamo-stabilimenti',
          'mix',
          'Piatto con verdure e frutta dai colori delle tre regioni',
          'Plate of vegetables and fruit in the colours of three regions',
        ),
        image_position: 'left',
      },
      {
        component: 'sections.cta-banner',
        title: bi('Quello in cui crediamo', 'What we believe in'),
        text: bi('Sei principi guidano il nostro lavoro, dal campo al freezer.', 'Six principles guide our work, from field to freezer.'),
        cta: link('Leggi il manifesto', 'Read our manifesto', '/it/manifesto', '/en/manifest'),
        theme: 'frost',
      },
    ],
  },
  {
    key: 'sostenibilita',
    title: bi('Sostenibilità', 'Sustainability'),
    slug: bi('sostenibilita', 'sustainability'),
    category: 'azienda',
    intro: bi(
      'Per una cooperativa agricola la sostenibilità non è uno slogan: è la condizione per continuare a coltivare le stesse terre tra cinquant’anni. Ecco come la misuriamo e quali obiettivi ci siamo dati per il 2030.',
      'For a farming cooperative, sustainability is not a slogan: it is what allows us to keep farming the same land fifty years from now. Here is how we measure it and the targets we have set for 2030.',
    ),
    sections: [
      {
        component: 'sections.image-text',
        title: bi('In campo: meno acqua, più suolo fertile', 'In the field: less water, more fertile soil'),
        body: bi(
          md(`
I nostri agronomi accompagnano i soci nell’adozione di pratiche che proteggono il suolo e riducono gli input:

- irrigazione a goccia guidata da sensori di umidità in oltre 2.800 ettari;
- rotazioni con leguminose e colture di copertura nei mesi invernali;
- difesa integrata, con trattamenti solo quando i modelli previsionali indicano un rischio reale.

Il 18% della superficie è già coltivato con metodo biologico; vogliamo arrivare al 25% entro il 2030.
`),
          md(`
Our agronomists help members adopt practices that protect the soil and cut inputs:

- drip irrigation guided by moisture sensors on more than 2,800 hectares;
- rotations with legumes and winter cover crops;
- integrated pest management, treating crops only when forecasting models show a real risk.

18% of our land is already farmed organically; we aim to reach 25% by 2030.
`),
        ),
        image: img('pagina-sostenibilita-campo', 'greens', 'Piatto di verdure a foglia verde scuro', 'Plate of dark green leafy vegetables'),
        image_position: 'left',
      },
      {
        component: 'sections.rich-text',
        title: bi('Negli stabilimenti: energia, acqua, imballaggi', 'In our plants: energy, water, packaging'),
        body: bi(
          md(`
Surgelare richiede energia, ed è lì che concentriamo gli investimenti. Gli impianti fotovoltaici di Cesena e Ficarolo producono ogni anno circa 9 GWh di energia elettrica, e i nuovi impianti frigoriferi usano refrigeranti naturali.

L’acqua utilizzata per lavare le verdure viene filtrata e riutilizzata nelle prime fasi di lavaggio: in cinque anni il consumo per tonnellata di prodotto è sceso del 22%. Entro il 2030 tutte le confezioni per il consumatore saranno riciclabili.

Gli scarti di lavorazione, come baccelli e foglie, diventano mangime per allevamenti del territorio o biogas.
`),
          md(`
Freezing takes energy, and that is where we focus our investment. The solar plants at Cesena and Ficarolo generate about 9 GWh of electricity a year, and our new refrigeration systems use natural refrigerants.

The water used to wash vegetables is filtered and reused in the first washing stages: in five years, water use per tonne of product has fallen by 22%. By 2030 every consumer pack will be recyclable.

Processing by-products such as pods and leaves become feed for local livestock farms or go to biogas.
`),
        ),
      },
      {
        component: 'sections.downloads-list',
        title: bi('Certificazioni', 'Certifications'),
        category: 'certificazioni',
      },
    ],
  },
  {
    key: 'filiera',
    title: bi('La nostra filiera', 'Our supply chain'),
    slug: bi('filiera', 'supply-chain'),
    category: 'azienda',
    intro: bi(
      'Dal seme alla confezione ogni passaggio avviene all’interno della cooperativa. Per questo sappiamo sempre da quale campo arriva un prodotto e in quante ore è stato surgelato.',
      'From seed to pack, every step happens inside the cooperative. That is why we always know which field a product comes from and how many hours it took to freeze.',
    ),
    sections: [
      {
        component: 'sections.rich-text',
        title: bi('Cinque passaggi, una sola regia', 'Five steps, one team in charge'),
        body: bi(
          md(`
1. **Programmazione**: ogni inverno la cooperativa concorda con i soci che cosa seminare, dove e quando, in base alle richieste dei clienti.
2. **Coltivazione**: i nostri agronomi visitano regolarmente i campi e decidono insieme ai soci il giorno ideale di raccolta.
3. **Raccolta**: avviene nelle ore più fresche e con mezzi che raggiungono lo stabilimento più vicino in meno di un’ora.
4. **Surgelazione**: pulizia, scottatura e surgelazione IQF entro poche ore dalla raccolta.
5. **Conservazione e consegna**: il prodotto resta a -25 °C nelle nostre celle e viaggia su mezzi refrigerati fino al punto vendita o alla cucina.
`),
          md(`
1. **Planning**: every winter the cooperative agrees with members what to sow, where and when, based on customer demand.
2. **Growing**: our agronomists visit the fields regularly and decide with each member the ideal harvest day.
3. **Harvest**: it takes place in the coolest hours, with vehicles that reach the nearest plant in under an hour.
4. **Freezing**: cleaning, blanching and IQF freezing within hours of picking.
5. **Storage and delivery**: products stay at -25 °C in our cold stores and travel in refrigerated lorries to the shop or kitchen.
`),
        ),
      },
      {
        component: 'sections.video',
        title: bi('Guarda la filiera in azione', 'See the supply chain at work'),
        description: bi(
          'Tre minuti tra i campi e lo stabilimento di Ficarolo, durante la raccolta dei piselli.',
          'Three minutes in the fields and the Ficarolo plant during the pea harvest.',
        ),
        video_key: 'dal-campo-al-freezer',
      },
      {
        component: 'sections.image-text',
        title: bi('Tracciabilità lotto per lotto', 'Batch-by-batch traceability'),
        body: bi(
          'Il codice stampato su ogni confezione ci permette di risalire al campo di origine, al giorno di raccolta e alla linea di lavorazione. Il nostro sistema di rintracciabilità di filiera è certificato secondo la norma ISO 22005.',
          'The code printed on every pack lets us trace the field of origin, the harvest day and the processing line. Our supply-chain traceability system is certified to ISO 22005.',
        ),
        image: img('pagina-filiera-tracciabilita', 'carrots', 'Piatto di carote baby intere', 'Plate of whole baby carrots'),
        image_position: 'right',
        cta: link('Scopri i prodotti', 'Discover our products', '/it/prodotti', '/en/products'),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Food-service channels
// ---------------------------------------------------------------------------------------------

export const CHANNELS: ChannelSeed[] = [
  {
    key: 'ristorazione-collettiva',
    title: bi('Ristorazione collettiva', 'Collective catering'),
    slug: bi('ristorazione-collettiva', 'collective-catering'),
    excerpt: bi(
      'Mense scolastiche, aziendali, ospedaliere e case di riposo: verdure e contorni con grammature costanti, documentazione completa e referenze biologiche per i capitolati.',
      'School, workplace and hospital canteens and care homes: vegetables and sides with consistent portions, complete documentation and organic options for tenders.',
    ),
    content: bi(
      md(`
Servire centinaia o migliaia di pasti al giorno richiede prodotti affidabili, sempre uguali, facili da rigenerare e conformi ai capitolati pubblici. Le nostre verdure IQF e i contorni professionali nascono da una filiera cooperativa italiana e sono accompagnati da schede tecniche complete, certificazioni e dichiarazioni di origine.

Con i formati da 1 e 2,5 kg riduci i tempi di preparazione e gli sprechi, mentre le referenze biologiche ti aiutano a rispettare le quote previste dai criteri ambientali minimi.
`),
      md(`
Serving hundreds or thousands of meals a day takes reliable, consistent products that are easy to regenerate and comply with public tender requirements. Our IQF vegetables and professional side dishes come from an Italian cooperative supply chain, backed by complete technical sheets, certifications and origin statements.

Our 1 and 2.5 kg packs cut preparation time and waste, while our organic range helps you meet the shares required by green public procurement criteria.
`),
    ),
    image: img('canale-ristorazione-collettiva', 'soup', 'Vassoio con minestrone e contorno di verdure', 'Tray with minestrone and a vegetable side'),
    sections: [
      {
        component: 'sections.image-text',
        title: bi('Dalla cucina centralizzata al terminale', 'From central kitchen to serving point'),
        body: bi(
          'I prodotti IQF si porzionano a freddo, senza scongelare, e si rigenerano in forno combinato o a bagnomaria. Ogni scheda tecnica indica tempi, temperature e calo peso, così il risultato è lo stesso in ogni refettorio.',
          'IQF products are portioned while frozen, with no thawing, and regenerated in a combi oven or bain-marie. Every technical sheet gives times, temperatures and weight loss, so the result is the same in every dining hall.',
        ),
        image: img('canale-mense-cucina', 'peas', 'Teglia gastronorm di piselli e carote', 'Gastronorm tray of peas and carrots'),
        image_position: 'left',
        cta: link(
          'Scopri il progetto mense scolastiche',
          'Explore our school canteen offer',
          '/it/foodservice/landing/mense-scolastiche',
          '/en/foodservice/landing/school-canteens',
        ),
      },
      {
        component: 'sections.product-carousel',
        title: bi('Referenze consigliate', 'Recommended products'),
        products: ['spinaci', 'piselli', 'fagiolini', 'broccoli', 'cavolfiore', 'vellutata-zucca'],
        cta: link('Verdure IQF', 'IQF vegetables', '/it/foodservice/prodotti/verdure-iqf', '/en/foodservice/products/iqf-vegetables'),
      },
      {
        component: 'sections.recipe-carousel',
        title: bi('Ricette per la mensa', 'Canteen recipes'),
        recipes: ['vellutata-mensa', 'minestrone-genovese', 'polpette-forno'],
        cta: link('Tutte le ricette professionali', 'All professional recipes', '/it/foodservice/ricette', '/en/foodservice/recipes'),
      },
      {
        component: 'sections.cta-banner',
        title: bi('Partecipi a una gara?', 'Bidding for a tender?'),
        text: bi(
          'Ti inviamo in due giorni lavorativi la documentazione necessaria: schede tecniche, certificati e dichiarazioni di origine.',
          'We will send you the documentation you need within two working days: technical sheets, certificates and origin statements.',
        ),
        cta: link('Richiedi la documentazione', 'Request documentation', '/it/foodservice/contatti', '/en/foodservice/contacts'),
        theme: 'dark',
      },
    ],
  },
  {
    key: 'hotel-e-banqueting',
    title: bi('Hotel e banqueting', 'Hotels and banqueting'),
    slug: bi('hotel-e-banqueting', 'hotels-and-banqueting'),
    excerpt: bi(
      'Colazioni a buffet, mezze pensioni e banchetti da centinaia di coperti: contorni pronti, frutta per la pasticceria e verdure che reggono il mantenimento in caldo.',
      'Breakfast buffets, half-board menus and banquets for hundreds of guests: ready sides, fruit for pastry and vegetables that hold up well when kept hot.',
    ),
    content: bi(
      md(`
In hotel e nel banqueting la sfida è servire tanti coperti insieme senza rinunciare alla qualità del piatto. I contorni della linea Professional arrivano già grigliati o cotti, si rigenerano in pochi minuti e mantengono colore e consistenza negli armadi caldi.

Per la colazione e la pasticceria, la frutta surgelata a pezzi separati è sempre pronta: frutti di bosco per le crostate, pere Abate a cubetti per torte e strudel, fragole per coulis e macedonie.
`),
      md(`
In hotels and banqueting the challenge is serving many guests at once without compromising on quality. Professional-range side dishes arrive already grilled or cooked, regenerate in minutes and keep their colour and texture in hot cabinets.

For breakfast and pastry, free-flowing frozen fruit is always ready: mixed berries for tarts, diced Abate pears for cakes and strudel, strawberries for coulis and fruit salads.
`),
    ),
    image: img('canale-hotel-banqueting', 'grill', 'Piatto da buffet con verdure grigliate', 'Buffet platter of grilled vegetables'),
    sections: [
      {
        component: 'sections.video',
        title: bi('Contorni per 200 coperti', 'Side dishes for 200 covers'),
        description: bi(
          'Lo chef Marco Bellini organizza i contorni di un banchetto con i prodotti Professional.',
          'Chef Marco Bellini prepares the side dishes for a banquet with the Professional range.',
        ),
        video_key: 'chef-demo-banqueting',
      },
      {
        component: 'sections.product-carousel',
        title: bi('Per la linea calda e la pasticceria', 'For the hot line and the pastry kitchen'),
        products: ['grigliate-professional', 'contorno-mediterraneo', 'patate-spicchi', 'pere-pasticceria', 'frutti-di-bosco', 'fragole'],
        cta: link(
          'Contorni professionali',
          'Professional side dishes',
          '/it/foodservice/prodotti/contorni-professionali',
          '/en/foodservice/products/professional-side-dishes',
        ),
      },
      {
        component: 'sections.recipe-carousel',
        title: bi('Idee per il banchetto', 'Ideas for your banquet'),
        recipes: ['contorno-banqueting', 'patate-rosmarino', 'crostata-bosco'],
        cta: link('Ricette professionali', 'Professional recipes', '/it/foodservice/ricette', '/en/foodservice/recipes'),
      },
      {
        component: 'sections.cta-banner',
        title: bi('Prova i prodotti nella tua cucina', 'Try our products in your kitchen'),
        text: bi('Richiedi un kit di campioni gratuito per la tua struttura.', 'Request a free sample kit for your hotel or venue.'),
        cta: link('Richiedi i campioni', 'Request samples', '/it/foodservice/contatti#campioni', '/en/foodservice/contacts#samples'),
        theme: 'light',
      },
    ],
  },
  {
    key: 'pizzerie-e-bar',
    title: bi('Pizzerie e bar', 'Pizzerias and bars'),
    slug: bi('pizzerie-e-bar', 'pizzerias-and-bars'),
    excerpt: bi(
      'Farciture pronte per pizze e focacce, contorni per il pranzo veloce e frutta per frullati, spremute e brioche: meno preparazione, più tempo per il cliente.',
      'Ready toppings for pizza and focaccia, sides for a quick lunch and fruit for smoothies and pastries: less prep, more time for your customers.',
    ),
    content: bi(
      md(`
In pizzeria e al bar lo spazio è poco e il servizio non si ferma mai. Le verdure grigliate, gli spinaci e il contorno mediterraneo diventano farciture pronte per pizze, focacce e piadine, senza pulire e cuocere ogni mattina.

Per il banco bar, frutti di bosco, fragole e mirtilli a pezzi separati sono la base per frullati, smoothie bowl e yogurt: si dosano direttamente dalla busta e sostituiscono il ghiaccio.
`),
      md(`
In pizzerias and bars space is tight and service never stops. Grilled vegetables, spinach and our Mediterranean side dish become ready toppings for pizza, focaccia and flatbreads, with no cleaning or cooking every morning.

At the bar counter, free-flowing mixed berries, strawberries and blueberries are the base for smoothies, smoothie bowls and yogurt: measure them straight from the bag, and they replace ice too.
`),
    ),
    image: img('canale-pizzerie-bar', 'strawberries', 'Bicchiere di frullato di fragole e frutti di bosco', 'Glass of strawberry and berry smoothie'),
    sections: [
      {
        component: 'sections.image-text',
        title: bi('Farciture senza preparazione', 'Toppings with no prep'),
        body: bi(
          md(`
- **Verdure grigliate**: direttamente sulla pizza a metà cottura, oppure scaldate in padella per focacce e panini.
- **Spinaci in foglia**: saltati con aglio, perfetti con ricotta e salsiccia.
- **Contorno mediterraneo**: peperoni, olive e capperi per una pizza dal sapore del Sud.
`),
          md(`
- **Grilled vegetables**: straight onto the pizza halfway through baking, or warmed in a pan for focaccia and sandwiches.
- **Leaf spinach**: sautéed with garlic, perfect with ricotta and sausage.
- **Mediterranean side dish**: peppers, olives and capers for a pizza with a southern twist.
`),
        ),
        image: img('canale-pizzerie-farciture', 'grill', 'Pizza con verdure grigliate a spicchi', 'Pizza topped with grilled vegetables'),
        image_position: 'right',
      },
      {
        component: 'sections.product-carousel',
        title: bi('Per il forno e il banco bar', 'For the oven and the bar counter'),
        products: ['verdure-grigliate', 'spinaci', 'contorno-mediterraneo', 'frutti-di-bosco', 'fragole', 'mirtilli'],
        cta: link('Frutta per pasticceria', 'Fruit for pastry', '/it/foodservice/prodotti/frutta-per-pasticceria', '/en/foodservice/products/fruit-for-pastry'),
      },
      {
        component: 'sections.accordion',
        title: bi('Domande frequenti', 'Frequently asked questions'),
        items: [
          {
            question: bi('Le verdure vanno scongelate prima di metterle sulla pizza?', 'Do the vegetables need thawing before going on the pizza?'),
            answer: bi(
              'No: aggiungile ancora surgelate a metà cottura, oppure scaldale un minuto in padella se usi un forno a legna molto rapido. Così non rilasciano acqua sull’impasto.',
              'No: add them still frozen halfway through baking, or warm them for a minute in a pan if your wood-fired oven is very fast. That way they won’t release water onto the dough.',
            ),
          },
          {
            question: bi('Quanto si conserva una busta aperta?', 'How long does an opened bag keep?'),
            answer: bi(
              'Richiusa bene e conservata a -18 °C, fino alla data indicata sulla confezione. Evita di lasciarla fuori dal congelatore durante il servizio: preleva solo le porzioni necessarie.',
              'Properly resealed and stored at -18 °C, until the date on the pack. Avoid leaving it out of the freezer during service: take out only the portions you need.',
            ),
          },
        ],
      },
      {
        component: 'sections.cta-banner',
        title: bi('Parla con un nostro agente', 'Talk to one of our sales agents'),
        text: bi(
          'Ti aiutiamo a scegliere i formati adatti al tuo locale e al tuo distributore.',
          'We will help you choose the pack sizes that suit your venue and your distributor.',
        ),
        cta: link('Contattaci', 'Contact us', '/it/foodservice/contatti', '/en/foodservice/contacts'),
        theme: 'frost',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Single pages: homes and manifesto (bilingual)
// ---------------------------------------------------------------------------------------------

export const HOME_B2C: SinglePageSeed = {
  title: bi('Brina – Verdura e frutta surgelate dai campi dei nostri soci', 'Brina – Frozen vegetables and fruit from our members’ fields'),
  intro: bi(
    'Siamo una cooperativa di 1.200 agricoltori. Raccogliamo verdura e frutta quando sono al loro meglio e le surgeliamo in poche ore, per portare in tavola il gusto di ogni stagione.',
    'We are a cooperative of 1,200 farmers. We pick vegetables and fruit at their best and freeze them within hours, to bring the taste of every season to your table.',
  ),
  image: img('home-b2c-cover', 'mix', 'Piatto con verdure miste surgelate dai colori vivaci', 'Plate of brightly coloured mixed frozen vegetables'),
  sections: [
    {
      component: 'sections.hero',
      eyebrow: bi('Dal campo al freezer', 'From field to freezer'),
      title: bi('Il gusto della raccolta, tutto l’anno', 'The taste of harvest day, all year round'),
      subtitle: bi(
        'Verdure, zuppe, frutta e piatti pronti coltivati in Italia da una cooperativa di agricoltori e surgelati entro poche ore dalla raccolta.',
        'Vegetables, soups, fruit and ready meals grown in Italy by a farmers’ cooperative and frozen within hours of picking.',
      ),
      image: img('home-b2c-hero', 'greens', 'Piatto di spinaci, piselli e fagiolini surgelati', 'Plate of frozen spinach, peas and green beans'),
      cta: link('Scopri i prodotti', 'Discover our products', '/it/prodotti', '/en/products'),
      secondary_cta: link('Chi siamo', 'About us', '/it/chi-siamo', '/en/about-us'),
      theme: 'dark',
    },
    {
      component: 'sections.product-carousel',
      title: bi('I preferiti nelle case italiane', 'Italian households’ favourites'),
      subtitle: bi('Sette prodotti per cominciare, dalle verdure alla frutta.', 'Seven products to start with, from vegetables to fruit.'),
      products: ['piselli', 'spinaci', 'verdure-grigliate', 'minestrone', 'frutti-di-bosco', 'polpette-vegetali', 'patate-spicchi'],
      cta: link('Tutti i prodotti', 'All products', '/it/prodotti', '/en/products'),
    },
    {
      component: 'sections.recipe-carousel',
      title: bi('Che cosa cuciniamo oggi?', 'What shall we cook today?'),
      subtitle: bi(
        'Ricette semplici, provate nella nostra cucina, con i tempi reali di preparazione.',
        'Simple recipes, tested in our kitchen, with real preparation times.',
      ),
      recipes: ['risotto-piselli', 'polpette-forno', 'wok-tofu', 'patate-rosmarino', 'crostata-bosco', 'torta-pere-cioccolato'],
      cta: link('Tutte le ricette', 'All recipes', '/it/ricette', '/en/recipes'),
    },
    {
      component: 'sections.quiz-teaser',
      title: bi('Quanto ne sai di surgelati?', 'How much do you know about frozen food?'),
      text: bi(
        'Vitamine, conservanti, ricongelamento: sei affermazioni, tu decidi se sono vere o false.',
        'Vitamins, preservatives, refreezing: six statements, and you decide whether they are true or false.',
      ),
      quiz_slug: 'surgelati-vero-o-falso',
      cta_label: bi('Gioca ora', 'Play now'),
      image: img('home-b2c-quiz', 'berries', 'Piatto di mirtilli e frutti di bosco ghiacciati', 'Plate of frosty blueberries and mixed berries'),
    },
    {
      component: 'sections.cta-banner',
      title: bi('Una cooperativa, sei promesse', 'One cooperative, six promises'),
      text: bi(
        'Il nostro manifesto racconta come coltiviamo, perché il freddo è l’unico conservante che usiamo e come il valore torna a chi lavora la terra.',
        'Our manifesto explains how we farm, why cold is the only preservative we use and how value goes back to the people who work the land.',
      ),
      image: img('home-b2c-manifesto', 'pears', 'Piatto di pere Abate a cubetti', 'Plate of diced Abate pears'),
      cta: link('Leggi il manifesto', 'Read our manifesto', '/it/manifesto', '/en/manifest'),
      theme: 'frost',
    },
    {
      component: 'sections.news-list',
      title: bi('Ultime notizie', 'Latest news'),
      limit: 3,
      cta: link('Tutte le news', 'All news', '/it/news', '/en/news'),
    },
  ],
};

export const HOME_B2B: SinglePageSeed = {
  title: bi('Brina Food Service – Verdure e contorni surgelati per la ristorazione', 'Brina Food Service – Frozen vegetables and side dishes for catering'),
  intro: bi(
    'Formati professionali, schede tecniche complete e un team di tecnologi e chef al servizio di mense, hotel, ristoranti, pizzerie e bar.',
    'Professional pack sizes, complete technical sheets and a team of food technologists and chefs serving canteens, hotels, restaurants, pizzerias and bars.',
  ),
  image: img('home-b2b-cover', 'grill', 'Teglia professionale di verdure grigliate', 'Professional tray of grilled vegetables'),
  sections: [
    {
      component: 'sections.hero',
      eyebrow: bi('Food Service', 'Food Service'),
      title: bi('La tua cucina, un passo avanti', 'Your kitchen, one step ahead'),
      subtitle: bi(
        'Verdure IQF, contorni pronti e frutta per pasticceria da filiera cooperativa italiana: resa costante, zero scarti, qualità uguale in ogni stagione.',
        'IQF vegetables, ready side dishes and fruit for pastry from an Italian cooperative supply chain: consistent yield, zero waste, the same quality in every season.',
      ),
      image: img('home-b2b-hero', 'peas', 'Teglia gastronorm di piselli e fagiolini', 'Gastronorm pan of peas and green beans'),
      cta: link('Catalogo professionale', 'Professional catalogue', '/it/foodservice/prodotti', '/en/foodservice/products'),
      secondary_cta: link('Contattaci', 'Contact us', '/it/foodservice/contatti', '/en/foodservice/contacts'),
      theme: 'dark',
    },
    {
      component: 'sections.product-carousel',
      title: bi('Linea Professional e referenze IQF', 'Professional range and IQF products'),
      subtitle: bi('Formati da 1 a 2,5 kg, porzionabili da surgelati.', '1 to 2.5 kg packs, portionable while frozen.'),
      products: ['grigliate-professional', 'contorno-mediterraneo', 'pere-pasticceria', 'spinaci', 'piselli', 'patate-spicchi'],
      cta: link('Tutti i prodotti', 'All products', '/it/foodservice/prodotti', '/en/foodservice/products'),
    },
    {
      component: 'sections.image-text',
      title: bi('Soluzioni per ogni tipo di cucina', 'Solutions for every kind of kitchen'),
      body: bi(
        'Dalle mense da mille pasti al giorno alla pizzeria di quartiere, studiamo con te formati, tagli e ricette adatte al tuo servizio. Scopri le soluzioni pensate per ristorazione collettiva, hotel e banqueting, pizzerie e bar.',
        'From canteens serving a thousand meals a day to the neighbourhood pizzeria, we work with you on pack sizes, cuts and recipes that suit your service. Explore our solutions for collective catering, hotels and banqueting, and pizzerias and bars.',
      ),
      image: img('home-b2b-soluzioni', 'mix', 'Vassoi con porzioni di verdure diverse', 'Trays with portions of different vegetables'),
      image_position: 'right',
      cta: link('Soluzioni su misura', 'Collective catering', '/it/foodservice/soluzioni-e-idee-su-misura', '/en/foodservice/channels/collective-catering'),
    },
    {
      component: 'sections.recipe-carousel',
      title: bi('Ricette per grandi numeri', 'Recipes for large numbers'),
      recipes: ['contorno-banqueting', 'vellutata-mensa', 'minestrone-genovese', 'polpette-forno', 'patate-rosmarino', 'crostata-bosco'],
      cta: link('Ricette professionali', 'Professional recipes', '/it/foodservice/ricette', '/en/foodservice/recipes'),
    },
    {
      component: 'sections.cta-banner',
      title: bi('Prova prima di ordinare', 'Try before you order'),
      text: bi(
        'Richiedi un kit di campioni per la tua attività: te lo consegniamo a domicilio, in confezione refrigerata.',
        'Request a sample kit for your business: we deliver it to your door in a refrigerated pack.',
      ),
      image: img('home-b2b-campioni', 'potatoes', 'Piatto di patate a spicchi e cavolfiore', 'Plate of potato wedges and cauliflower'),
      cta: link('Richiedi i campioni', 'Request samples', '/it/foodservice/contatti#campioni', '/en/foodservice/contacts#samples'),
      theme: 'frost',
    },
    {
      component: 'sections.news-list',
      title: bi('News dal mondo Brina', 'News from Brina'),
      limit: 3,
      cta: link('Tutte le news', 'All news', '/it/news', '/en/news'),
    },
  ],
};

export const MANIFESTO: SinglePageSeed = {
  title: bi('Il nostro manifesto', 'Our manifesto'),
  intro: bi(
    'Sei principi che i soci di Brina hanno scritto insieme e che guidano ogni nostra scelta, dal seme alla tavola.',
    'Six principles that Brina’s members wrote together and that guide every choice we make, from seed to table.',
  ),
  image: img('manifesto-cover', 'pears', 'Piatto di pere Abate e verdure di stagione', 'Plate of Abate pears and seasonal vegetables'),
  sections: [
    {
      component: 'sections.image-text',
      title: bi('1. La terra viene prima di tutto', '1. The land comes first'),
      body: bi(
        'Coltiviamo le stesse terre da generazioni e vogliamo consegnarle più fertili di come le abbiamo ricevute. Rotazioni, irrigazione di precisione e difesa integrata non sono scelte di marketing: sono il modo in cui i nostri soci lavorano ogni giorno.',
        'We have farmed the same land for generations and want to hand it on more fertile than we found it. Crop rotation, precision irrigation and integrated pest management are not marketing choices: they are how our members work every day.',
      ),
      image: img('manifesto-terra', 'greens', 'Piatto di verdure a foglia appena raccolte', 'Plate of freshly picked leafy vegetables'),
      image_position: 'left',
    },
    {
      component: 'sections.rich-text',
      title: bi('2. Raccogliere nel momento giusto', '2. Picking at the right moment'),
      body: bi(
        'Ogni verdura ha il suo giorno perfetto, e lo decidiamo in campo, non in ufficio. Un pisello raccolto un giorno troppo tardi è meno dolce; una pera raccolta troppo presto non profuma. Per questo i nostri agronomi assaggiano, misurano e solo allora danno il via alla raccolta.',
        'Every vegetable has its perfect day, and we decide it in the field, not in an office. A pea picked a day too late is less sweet; a pear picked too early has no fragrance. So our agronomists taste and measure, and only then give the go-ahead to harvest.',
      ),
    },
    {
      component: 'sections.image-text',
      title: bi('3. Il freddo è il nostro unico conservante', '3. Cold is our only preservative'),
      body: bi(
        'Surgeliamo entro poche ore dalla raccolta, a -40 °C, e conserviamo a -18 °C o meno fino alla tua cucina. Non servono conservanti: il freddo rallenta il tempo e mantiene colore, consistenza e nutrienti. Pensi di sapere tutto sui surgelati? [Mettiti alla prova con il nostro quiz](quiz:surgelati-vero-o-falso).',
        'We freeze within hours of picking, at -40 °C, and keep everything at -18 °C or below all the way to your kitchen. No preservatives needed: cold slows time down and keeps colour, texture and nutrients intact. Think you know all about frozen food? [Put yourself to the test with our quiz](quiz:surgelati-vero-o-falso).',
      ),
      image: img('manifesto-freddo', 'peas', 'Piatto di piselli con cristalli di brina', 'Plate of peas with frost crystals'),
      image_position: 'right',
    },
    {
      component: 'sections.rich-text',
      title: bi('4. Il valore torna a chi coltiva', '4. Value goes back to the growers'),
      body: bi(
        'Siamo una cooperativa: non abbiamo azionisti da remunerare, ma soci da rispettare. La maggior parte di quello che incassiamo torna alle aziende agricole, che decidono insieme, con un voto per ciascuno, le strategie della cooperativa.',
        'We are a cooperative: we have no shareholders to pay, only members to respect. Most of what we earn goes back to the farms, which together decide the cooperative’s strategy, one member, one vote.',
      ),
    },
    {
      component: 'sections.image-text',
      title: bi('5. Niente va sprecato', '5. Nothing goes to waste'),
      body: bi(
        'Il surgelato si usa a porzioni e non scade in pochi giorni: è già un alleato contro lo spreco domestico. Noi facciamo la nostra parte anche in stabilimento, dove baccelli, foglie e scarti di lavorazione diventano mangime o energia.',
        'Frozen food is used portion by portion and does not spoil in a few days: it already helps fight household food waste. We do our part in the plants too, where pods, leaves and trimmings become animal feed or energy.',
      ),
      image: img('manifesto-sprechi', 'soup', 'Piatto di minestrone con verdure di ogni forma', 'Plate of minestrone with vegetables of every shape'),
      image_position: 'left',
    },
    {
      component: 'sections.rich-text',
      title: bi('6. Mangiare bene è un diritto di tutti', '6. Eating well is everyone’s right'),
      body: bi(
        'Verdura e frutta di qualità non devono essere un lusso. Lavoriamo per offrire prodotti buoni a un prezzo giusto, nei supermercati come nelle mense delle scuole e degli ospedali, dove ogni giorno mangiano milioni di persone.',
        'Good vegetables and fruit should not be a luxury. We work to offer quality products at a fair price, in supermarkets and in school and hospital canteens alike, where millions of people eat every day.',
      ),
    },
    {
      component: 'sections.cta-banner',
      title: bi('Conosci chi coltiva per te', 'Meet the people who grow your food'),
      text: bi('Scopri la storia della cooperativa e dei suoi tre stabilimenti.', 'Discover the story of the cooperative and its three plants.'),
      cta: link('Chi siamo', 'About us', '/it/chi-siamo', '/en/about-us'),
      theme: 'frost',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Food-service single pages (Italian only: `.en` repeats the Italian text)
// ---------------------------------------------------------------------------------------------

export const CHEF_ONLINE: SinglePageSeed = {
  title: itOnly('Chef in linea'),
  intro: itOnly(
    'Hai un dubbio su una cottura, una grammatura o un nuovo piatto da inserire in menu? La chef Roberta Gentili e il team di cucina di Brina rispondono alle domande dei professionisti della ristorazione entro due giorni lavorativi.',
  ),
  image: img('chef-in-linea-cover', 'grill', 'Piatto di verdure grigliate impiattate con cura', 'Carefully plated grilled vegetables'),
  sections: [
    {
      component: 'sections.hero',
      eyebrow: itOnly('Chef in linea'),
      title: itOnly('Uno chef al tuo fianco, anche nei giorni di servizio'),
      subtitle: itOnly(
        'Vent’anni tra ristoranti, mense e banqueting: Roberta conosce i ritmi della tua cucina e ti aiuta a ottenere il meglio dai nostri prodotti.',
      ),
      image: img('chef-in-linea-hero', 'mix', 'Tagliere con verdure miste pronte per il servizio', 'Board of mixed vegetables ready for service'),
      cta: itLink('Fai la tua domanda', '/it/foodservice/contatti'),
      theme: 'dark',
    },
    {
      component: 'sections.image-text',
      title: itOnly('Come funziona'),
      body: itOnly(
        md(`
1. Scrivi la tua domanda dal modulo contatti, scegliendo “Chef in linea” come area di interesse.
2. Indica il tipo di locale, il numero di coperti e le attrezzature che usi: ci aiuta a darti una risposta concreta.
3. Entro due giorni lavorativi ricevi la risposta via email, con tempi, temperature e, se serve, una ricetta dettagliata.

Le domande più utili vengono pubblicate, in forma anonima, nelle domande frequenti qui sotto.
`),
      ),
      image: img('chef-in-linea-come-funziona', 'carrots', 'Piatto di carote glassate con timo', 'Plate of glazed carrots with thyme'),
      image_position: 'right',
    },
    {
      component: 'sections.accordion',
      title: itOnly('Le domande dei professionisti'),
      items: [
        {
          question: itOnly('Come evito che le verdure grigliate diventino molli in forno combinato?'),
          answer: itOnly(
            'Usa teglie forate e non sovrapporre le fette. Rigenera a vapore a 100 °C per 6-8 minuti, poi passa a convezione a 200 °C per 2 minuti per asciugare la superficie. Condisci solo all’ultimo momento.',
          ),
        },
        {
          question: itOnly('Posso porzionare gli spinaci da surgelati per 300 pasti?'),
          answer: itOnly(
            'Sì: gli spinaci in foglia IQF si pesano direttamente da surgelati. Considera un calo peso del 15% circa in cottura: per 100 g cotti a porzione, pesa 115-120 g di prodotto surgelato.',
          ),
        },
        {
          question: itOnly('Quanto tempo posso mantenere un contorno in linea calda?'),
          answer: itOnly(
            'Oltre i 65 °C al cuore, il contorno si mantiene in sicurezza per tutto il servizio. Per la qualità, però, consigliamo di non superare i 90 minuti e di rigenerare in più riprese se il servizio è lungo.',
          ),
        },
        {
          question: itOnly('Le pere a cubetti rilasciano liquido nelle torte?'),
          answer: itOnly(
            'Le pere Abate per pasticceria sono selezionate per una bassa perdita di liquidi. Usale ancora surgelate e passale in un cucchiaio di farina o amido prima di unirle all’impasto: resteranno in sospensione senza bagnare la base.',
          ),
        },
        {
          question: itOnly('Si possono rigenerare le vellutate nel microonde professionale?'),
          answer: itOnly(
            'Sì, in contenitori coperti e mescolando a metà. Per grandi quantità è più pratico il bagnomaria nelle confezioni chiuse: 20 minuti in acqua a leggero bollore, poi si versa direttamente nei contenitori della linea.',
          ),
        },
        {
          question: itOnly('Come uso gli spinaci sulla pizza cotta nel forno a legna?'),
          answer: itOnly(
            'Saltali prima in padella con aglio e olio per un paio di minuti, così perdono l’acqua in eccesso. Aggiungili a metà cottura o all’uscita dal forno, per mantenerne il colore.',
          ),
        },
      ],
    },
    {
      component: 'sections.cta-banner',
      title: itOnly('Non hai trovato la risposta?'),
      text: itOnly('Scrivici: la chef Roberta e il team di cucina ti rispondono entro due giorni lavorativi.'),
      cta: itLink('Scrivi allo chef', '/it/foodservice/contatti'),
      theme: 'frost',
    },
  ],
};

export const PRODUCT_CHOICE: SinglePageSeed = {
  title: itOnly('Scegli il prodotto giusto'),
  intro: itOnly(
    'Ogni cucina ha le sue esigenze: volumi, attrezzature, tempi di servizio. Questa guida ti aiuta a orientarti nel catalogo Food Service in base al tipo di locale in cui lavori.',
  ),
  image: img('scegli-prodotto-cover', 'peas', 'Piatto di piselli, fagiolini e broccoli surgelati', 'Plate of frozen peas, green beans and broccoli'),
  sections: [
    {
      component: 'sections.rich-text',
      title: itOnly('Parti dalla tua cucina'),
      body: itOnly(
        md(`
**Mense e cucine centralizzate.** Punta su verdure IQF singole in formato da 2,5 kg: spinaci, piselli, fagiolini, broccoli e cavolfiore. Si porzionano da surgelate, hanno grammature costanti e sono prive di allergeni. Per i primi piatti, la vellutata di zucca si rigenera a bagnomaria nelle confezioni.

**Ristoranti à la carte.** Scegli prodotti versatili che ti lasciano libertà di interpretazione: cimette di broccolo da saltare, piselli finissimi per risotti e creme, patate a spicchi da rifinire con erbe e spezie.

**Hotel e banqueting.** I contorni della linea Professional, già grigliati o cotti, sono pensati per il forno combinato e il mantenimento in caldo. Per la colazione e la pasticceria, frutti di bosco e pere Abate a cubetti.

**Pizzerie e bar.** Verdure grigliate e contorno mediterraneo come farciture pronte; fragole, mirtilli e frutti di bosco per frullati e dessert al bicchiere.
`),
      ),
    },
    {
      component: 'sections.product-carousel',
      title: itOnly('Verdure IQF: la base di ogni cucina'),
      subtitle: itOnly('Verdure singole a grani liberi, pulite e pronte da cuocere.'),
      products: ['spinaci', 'piselli', 'fagiolini', 'broccoli', 'cavolfiore'],
      cta: itLink('Tutte le verdure IQF', '/it/foodservice/prodotti/verdure-iqf'),
    },
    {
      component: 'sections.product-carousel',
      title: itOnly('Contorni pronti e frutta per pasticceria'),
      subtitle: itOnly('Per la linea calda, il buffet e il laboratorio di pasticceria.'),
      products: ['grigliate-professional', 'contorno-mediterraneo', 'patate-spicchi', 'cous-cous', 'pere-pasticceria', 'frutti-di-bosco'],
      cta: itLink('Contorni professionali', '/it/foodservice/prodotti/contorni-professionali'),
    },
    {
      component: 'sections.cta-banner',
      title: itOnly('Hai ancora dubbi?'),
      text: itOnly('Chiedi alla nostra chef: ti consiglierà le referenze più adatte al tuo menu e alle tue attrezzature.'),
      cta: itLink('Vai a Chef in linea', '/it/foodservice/chef-in-linea'),
      theme: 'light',
    },
  ],
};

export const TAILORED_SOLUTIONS: SinglePageSeed = {
  title: itOnly('Soluzioni e idee su misura'),
  intro: itOnly(
    'Quando il catalogo non basta, lo costruiamo insieme a te. Tagli, miscele e formati dedicati per le cucine che hanno esigenze particolari, dalla grande ristorazione collettiva al laboratorio artigianale.',
  ),
  image: img(
    'soluzioni-su-misura-cover',
    'carrots',
    'Piatto di carote e zucca tagliate a cubetti regolari',
    'Plate of carrots and pumpkin cut into regular dice',
  ),
  sections: [
    {
      component: 'sections.image-text',
      title: itOnly('Tagli e formati dedicati'),
      body: itOnly(
        md(`
Nei nostri stabilimenti possiamo adattare la lavorazione alle tue ricette:

- **tagli su misura**: cubetti da 6, 10 o 15 mm, julienne, rondelle o spicchi;
- **miscele personalizzate** di verdure per minestroni, sughi e ripieni, con le proporzioni che preferisci;
- **formati** da 1, 2,5 e 5 kg, oppure in cartoni da 10 kg per le grandi cucine;
- **linee biologiche** dedicate, con documentazione pronta per i capitolati.

Per le produzioni dedicate richiediamo un volume minimo annuo, che definiamo insieme in base alla referenza.
`),
      ),
      image: img('soluzioni-su-misura-tagli', 'soup', 'Piatto di verdure tagliate in forme diverse', 'Plate of vegetables cut into different shapes'),
      image_position: 'left',
    },
    {
      component: 'sections.rich-text',
      title: itOnly('Soluzioni per il tuo canale'),
      body: itOnly(
        md(`
Ogni settore della ristorazione ha ritmi e vincoli diversi. Abbiamo raccolto in tre pagine le idee, i prodotti e le ricette più adatte a ciascuno:

- [Ristorazione collettiva](/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva): mense scolastiche, aziendali e ospedaliere;
- [Hotel e banqueting](/it/foodservice/soluzioni-e-idee-su-misura/hotel-e-banqueting): buffet, mezze pensioni ed eventi;
- [Pizzerie e bar](/it/foodservice/soluzioni-e-idee-su-misura/pizzerie-e-bar): farciture, pranzi veloci e banco bar.
`),
      ),
    },
    {
      component: 'sections.cta-banner',
      title: itOnly('Raccontaci il tuo progetto'),
      text: itOnly('Un nostro tecnologo alimentare ti ricontatta per capire le tue esigenze e proporti una campionatura.'),
      image: img('soluzioni-su-misura-banner', 'grains', 'Piatto di cous cous con verdure a cubetti', 'Plate of couscous with diced vegetables'),
      cta: itLink('Contattaci', '/it/foodservice/contatti'),
      theme: 'dark',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Quiz
// ---------------------------------------------------------------------------------------------

export const QUIZ: QuizSeed = {
  slug: 'surgelati-vero-o-falso',
  title: bi('Surgelati: vero o falso?', 'Frozen food: true or false?'),
  statements: [
    {
      statement: bi('Le verdure surgelate perdono quasi tutte le loro vitamine.', 'Frozen vegetables lose almost all their vitamins.'),
      correct_answer: 'falso',
      answer: bi(
        'Falso. Surgelate poche ore dopo la raccolta, le verdure conservano gran parte di vitamine e minerali. Spesso ne contengono più di una verdura fresca rimasta diversi giorni tra trasporto, banco e frigorifero.',
        'False. Frozen a few hours after picking, vegetables keep most of their vitamins and minerals. They often contain more than fresh vegetables that have spent several days in transport, on the shelf and in the fridge.',
      ),
      image: img('quiz-vitamine', 'greens', 'Piatto di spinaci e broccoli verde brillante', 'Plate of bright green spinach and broccoli'),
    },
    {
      statement: bi('Un alimento scongelato si può ricongelare senza problemi.', 'Thawed food can be refrozen without any problem.'),
      correct_answer: 'falso',
      answer: bi(
        'Falso. Un prodotto crudo scongelato non va ricongelato: durante lo scongelamento i microrganismi riprendono a moltiplicarsi e la qualità peggiora. Puoi invece cuocerlo e poi congelare il piatto cotto.',
        'False. Raw food that has thawed should not be refrozen: micro-organisms start multiplying again as it thaws, and quality suffers. You can, however, cook it and then freeze the cooked dish.',
      ),
      image: img('quiz-ricongelare', 'soup', 'Piatto di minestrone con cristalli di ghiaccio', 'Plate of minestrone with ice crystals'),
    },
    {
      statement: bi('La maggior parte delle verdure surgelate si cuoce senza scongelarla.', 'Most frozen vegetables are cooked without thawing.'),
      correct_answer: 'vero',
      answer: bi(
        'Vero. Le verdure sono già scottate prima della surgelazione: vanno direttamente in padella, in pentola o in forno. Scongelarle prima le renderebbe acquose.',
        'True. The vegetables are blanched before freezing, so they go straight into the pan, pot or oven. Thawing them first would only make them watery.',
      ),
      image: img('quiz-cottura', 'peas', 'Padella di piselli e fagiolini in cottura', 'Pan of peas and green beans cooking'),
    },
    {
      statement: bi('I surgelati contengono conservanti per durare più a lungo.', 'Frozen foods contain preservatives to make them last longer.'),
      correct_answer: 'falso',
      answer: bi(
        'Falso. Nella surgelazione l’unico conservante è il freddo: a -18 °C i microrganismi non possono svilupparsi. Verdure e frutta surgelate non hanno bisogno di additivi conservanti.',
        'False. In frozen food the only preservative is cold: at -18 °C micro-organisms cannot grow. Frozen vegetables and fruit need no preservative additives.',
      ),
      image: img('quiz-conservanti', 'berries', 'Piatto di frutti di bosco surgelati', 'Plate of frozen mixed berries'),
    },
    {
      statement: bi(
        'Dal produttore al freezer di casa, i surgelati devono restare a -18 °C o meno.',
        'From producer to home freezer, frozen food must stay at -18 °C or colder.',
      ),
      correct_answer: 'vero',
      answer: bi(
        'Vero. È la catena del freddo, e la legge la impone in ogni passaggio, con tolleranze minime solo durante il trasporto. Per non interromperla, metti i surgelati nella borsa termica e riponili in freezer appena arrivi a casa.',
        'True. That is the cold chain, and the law requires it at every step, with only minimal tolerances during transport. To keep it unbroken, carry frozen food in an insulated bag and put it in the freezer as soon as you get home.',
      ),
      image: img('quiz-catena-freddo', 'mix', 'Piatto di verdure miste coperte di brina', 'Plate of mixed vegetables covered in frost'),
    },
    {
      statement: bi(
        'Tanta brina dentro la confezione può indicare che il prodotto ha subito sbalzi di temperatura.',
        'A lot of frost inside the pack can mean the product has been through temperature changes.',
      ),
      correct_answer: 'vero',
      answer: bi(
        'Vero. Se il prodotto si scongela in parte e poi si ricongela, l’acqua forma grossi cristalli di ghiaccio. Qualche cristallo è normale, ma se la busta è piena di brina o i pezzi sono attaccati in un blocco meglio scegliere un’altra confezione.',
        'True. If the product partly thaws and then freezes again, the water forms large ice crystals. A few crystals are normal, but if the bag is full of frost or the pieces are stuck together in a block, pick another pack.',
      ),
      image: img('quiz-brina', 'strawberries', 'Piatto di fragole ricoperte di cristalli di brina', 'Plate of strawberries covered in frost crystals'),
    },
  ],
  final: {
    image: img('quiz-finale', 'pears', 'Piatto di pere e frutti di bosco per festeggiare', 'Celebratory plate of pears and berries'),
    title: bi('Ora sai tutto sui surgelati!', 'Now you know all about frozen food!'),
    description: bi(
      'Vitamine, catena del freddo e zero conservanti: i surgelati sono un alleato prezioso in cucina. Metti in pratica quello che hai scoperto con le nostre ricette.',
      'Vitamins, the cold chain and no preservatives: frozen food is a real ally in the kitchen. Put what you have learnt into practice with our recipes.',
    ),
    cta_label: bi('Scopri le ricette', 'Discover the recipes'),
    cta_link: bi('/it/ricette', '/en/recipes'),
  },
};
