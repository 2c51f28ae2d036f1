/// The vocabulary of generated feeds. Besides English it holds Latin text with diacritics, Cyrillic,
/// Chinese and Japanese (no spaces between words), Korean, Devanagari, and right-to-left Arabic and Hebrew,
/// plus emoji with skin tones, ZWJ sequences and flags, so that generated feeds exercise text shaping,
/// bidirectional runs and line breaking the way a real international feed does.
enum WordLists {
    /// A script of generated text: its words, and how words and sentences are joined.
    struct Language: Sendable {
        let words: [String]
        /// Between words: a space, or nothing for Chinese and Japanese.
        let separator: String
        /// After a sentence.
        let terminators: [String]
        /// Whether sentences start with an upper-case letter.
        let capitalizes: Bool
    }

    static let english = Language(
        words: """
            the a and of to in is it that for on with as was at by this be from or have an they you we not but \
            all can more one about when your what which their out up time so just new like people some them \
            would there other into how our two these first over day after back work good also way well even \
            because any most give today year week morning evening weekend coffee friends family city trip photo \
            photos beach mountain river garden dinner lunch breakfast recipe kitchen book reading music concert \
            movie game team win season running walk park dog cat kids school project launch release update \
            amazing beautiful finally little great happy tired excited grateful proud busy sunny rainy quiet \
            long short early late together again already almost never always maybe really pretty super \
            congratulations birthday anniversary wedding graduation holiday vacation airport train station \
            neighborhood market bakery pizza tacos noodles sushi salad dessert chocolate strawberries
            """.split(separator: " ").map(String.init),
        separator: " ", terminators: [".", ".", ".", "!", "?", "…"], capitalizes: true)

    static let latinDiacritics = Language(
        words: """
            café naïve façade über straße señor añejo crème brûlée smørrebrød ångström jalapeño Zürich São Paulo \
            déjà vu mañana fiancée rosé Ærø Łódź Kraków Dvořák Škoda München Øresund piñata résumé coöperate \
            hôtel forêt château garçon élève größer schön grüße niño corazón canción España Bogotá
            """.split(separator: " ").map(String.init),
        separator: " ", terminators: [".", "!", "¡", "¿"], capitalizes: true)

    static let russian = Language(
        words: """
            привет мир сегодня погода хорошая город река дом друг книга время работа солнце дорога музыка \
            вечер утро новый старый большой маленький спасибо очень красивый праздник семья прогулка море
            """.split(separator: " ").map(String.init),
        separator: " ", terminators: [".", "!", "?"], capitalizes: true)

    static let chinese = Language(
        words: "今天 天气 很好 我们 一起 去 公园 散步 朋友 电影 音乐 学习 工作 城市 夜晚 咖啡 美丽 世界 时间 生活 周末 旅行 照片 晚饭"
            .split(separator: " ").map(String.init),
        separator: "", terminators: ["。", "！", "？"], capitalizes: false)

    static let japanese = Language(
        words: "今日は 天気が いいです 東京の 桜が 咲きました 友達と 映画を 見ました ラーメンが 美味しい 週末に 旅行 写真を 撮りました ありがとう"
            .split(separator: " ").map(String.init),
        separator: "", terminators: ["。", "！"], capitalizes: false)

    static let korean = Language(
        words: "안녕하세요 오늘 날씨 좋아요 친구 영화 음악 커피 도시 바다 사랑 시간 행복 여행 사진 주말 가족"
            .split(separator: " ").map(String.init),
        separator: " ", terminators: [".", "!"], capitalizes: false)

    static let hindi = Language(
        words: "नमस्ते आज मौसम अच्छा है दोस्त शहर संगीत किताब समय काम सूरज परिवार यात्रा खुशी"
            .split(separator: " ").map(String.init),
        separator: " ", terminators: ["।"], capitalizes: false)

    static let arabic = Language(
        words: "مرحبا العالم اليوم الطقس جميل المدينة البحر صديق كتاب وقت عمل الشمس الطريق موسيقى مساء صباح جديد قديم كبير شكرا"
            .split(separator: " ").map(String.init),
        separator: " ", terminators: [".", "؟", "!"], capitalizes: false)

    static let hebrew = Language(
        words: "שלום עולם היום מזג האוויר יפה העיר הים חבר ספר זמן עבודה שמש דרך מוזיקה ערב בוקר חדש ישן גדול תודה"
            .split(separator: " ").map(String.init),
        separator: " ", terminators: [".", "!", "?"], capitalizes: false)

    /// Languages with their weights: mostly English, with a long tail of other scripts.
    static let languages: [(language: Language, weight: Double)] = [
        (english, 0.70), (latinDiacritics, 0.07), (russian, 0.05), (chinese, 0.04), (japanese, 0.04),
        (arabic, 0.03), (hebrew, 0.03), (korean, 0.02), (hindi, 0.02),
    ]

    /// Emoji, including sequences that must shape as one glyph (skin tones, ZWJ families, flags).
    static let emoji = [
        "😀", "😂", "❤️", "👍", "🎉", "🔥", "🙏", "👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵", "🇫🇷", "👍🏽", "✨", "🥳", "🐶",
        "🌮", "☕️", "🚀", "🤦🏻‍♀️",
    ]

    /// Long tokens that cannot break at spaces: links, hashtags, mentions.
    static let longTokens = [
        "https://example.com/2024/05/01/a-very-long-path-that-does-not-fit-on-one-line?utm_source=feed",
        "#throwbackthursday", "#nofilter", "@everyone", "#СанктПетербург", "#東京", "supercalifragilisticexpialidocious",
    ]

    static let authorNames = [
        "Alice Martin", "Bob Chen", "Carla Gómez", "Dmitri Volkov", "Emma Schmidt", "Farid Haddad", "Grace Kim",
        "Hiro Tanaka", "Isabella Rossi", "Jamal Wright", "Kasia Nowak", "Liam O'Brien", "Maya Patel", "Noah Levi",
        "Olga Ivanova", "Pedro Álvarez", "Quinn Taylor", "Rania Aziz", "Søren Nielsen", "Tomás Ruiz",
        "Анна Петрова", "Иван Смирнов", "王伟", "李娜", "佐藤 花子", "鈴木 一郎", "김민준", "이서연", "محمد علي", "فاطمة الزهراء",
        "דנה כהן", "יוסי לוי", "प्रिया शर्मा", "Nguyễn Thị Ngọc Trâm", "Zoë Ağaoğlu", "Bjørn 🐻 Johansen",
        "Wolfeschlegelsteinhausenbergerdorff Jr.",
    ]

    static let domains = [
        "example.com", "news.example.org", "blog.example.net", "wikipedia.org", "github.com", "medium.com",
        "youtube.com", "nytimes.com", "bbc.co.uk", "lemonde.fr", "spiegel.de", "asahi.com", "例え.jp",
    ]
}
