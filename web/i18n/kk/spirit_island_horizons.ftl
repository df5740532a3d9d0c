# Рух аралының көкжиектері: арал сөздері (жер атаулары, рельефтер, фигуралар), тақта,
# орнату терезесі, ойын соңы экраны және қозғалтқыштың барлық журнал, нұсқау, бас тарту және опция хабарлары.

horizons-island-aria =
    { $count ->
        [one] Арал: { $boards } тақтасы
       *[other] Арал: { $boards } тақталары
    }
horizons-land-name = { $board }{ $number }
horizons-land-aria = Жер: { $name }, { $terrain }, { $where }: { $pieces }
horizons-land-coastal = жағалаудағы
horizons-land-inland = ішкі құрлық
horizons-land-empty = фигуралар жоқ
horizons-terrain-jungle = джунгли
horizons-terrain-mountain = тау
horizons-terrain-sands = құмды жер
horizons-terrain-wetland = сулы-батпақты жер
horizons-piece-explorer =
    { $count ->
        [one] { $count } зерттеуші
       *[other] { $count } зерттеуші
    }
horizons-piece-town =
    { $count ->
        [one] { $count } елді мекен
       *[other] { $count } елді мекен
    }
horizons-piece-city =
    { $count ->
        [one] { $count } қала
       *[other] { $count } қала
    }
horizons-piece-dahan =
    { $count ->
        [one] { $count } Дахан
       *[other] { $count } Дахан
    }
horizons-piece-blight =
    { $count ->
        [one] { $count } Blight
       *[other] { $count } Blight
    }
horizons-piece-presence =
    { $count ->
        [one] { $spirit }: { $count } қатысу
       *[other] { $spirit }: { $count } қатысу
    }
horizons-piece-sacred_site = { $pieces } (қасиетті орын)
horizons-piece-defend = Қорғау { $count }
horizons-piece-damaged = { $pieces } ({ $count } зақым алған)
horizons-spirit-seat = { $n }-Рух
tip-spirit_island_horizons = Кеңес: жердің мәліметтерін көру үшін оны түртіңіз; жарық жерде түрту жүріс болып саналады, сондықтан саусағыңызды ұстап тұрыңыз (немесе тінтуірдің оң жақ батырмасын пайдаланыңыз, не I пернесін басыңыз). Картаны оқу үшін де саусағыңызды үстінде ұстап тұрыңыз (немесе тінтуірдің оң жақ батырмасын пайдаланыңыз); пернетақтада оның үстінде I пернесін басыңыз. Аралды екі саусақпен, тінтуір дөңгелегімен немесе + және − батырмаларымен үлкейтіп-кішірейтіңіз.
horizons-zoom-controls = Аралдың масштабы
horizons-zoom-in = Аралды үлкейту
horizons-zoom-out = Аралды кішірейту
horizons-zoom-fit = Бүкіл аралды көрсету
horizons-legend-aria = Әр Рухтың аралдағы қатысуы
horizons-details-aria = Жердің мәліметтері: { $land }
horizons-details-where = { $board } тақтасы, { $number }-жер: { $terrain }, { $where }
horizons-details-close = Жердің мәліметтерін жабу: { $land }
horizons-details-kind = { $pieces }: { $damage }
horizons-details-undamaged = { $count } зақымсыз
horizons-details-damage =
    { $count ->
        [one] { $count } фигурада { $damage } зақым
       *[other] { $count } фигурада { $damage } зақым
    }
horizons-details-empty = Фигуралар жоқ
game-spirit_island_horizons-name = Рух аралының көкжиектері
game-spirit_island_horizons-tagline = 1–3 Рух бірге: қатысуыңызды арттырып, қуаттарды ойнап, Blight аралды басып алмай тұрып басқыншыларды қорқытып қуып шығыңыз.
options-spirit_island_horizons-board = Арал тақтасы (жеке ойын)
options-spirit_island_horizons-board-G = G тақтасы
options-spirit_island_horizons-board-H = H тақтасы
options-spirit_island_horizons-board-help = Тек жеке ойын үшін: арал — екі ойыншыға арналған жақтағы осы тақта, екіншісі жабылады. Екі Рух G және H тақталарында, үш Рух G, H және B тақталарында ойнайды.
options-spirit_island_horizons-stage2_special = II кезеңдегі қосымша елді мекен
options-spirit_island_horizons-stage2_special-true = Қосулы
options-spirit_island_horizons-stage2_special-true-about = Осындай II кезең картасы алғаш ашылғанда әр тақтаға бір елді мекен қосылады.
options-spirit_island_horizons-stage2_special-false = Өшірулі (жеңілірек ойын)
options-spirit_island_horizons-stage2_special-help = II кезеңдегі Invader карталарының көбі алғаш ашылғанда елді мекені жоқ жерге бір елді мекен қосады.
seatfield-spirit_island_horizons-spirit = Рух
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp = Батпақтың түпсіз балшығы
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp-about = Баяу әрі сабырлы: сулы-батпақты жерлерге жайылады, қасиетті орын болған жерде Құрастыруды жай зерттеушіге айналдырады, басқыншыларды қорқыныш пен зақыммен батпаққа батырады.
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind = Күн нұрлы құйын
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind-about = Жылдам әрі алысқа жетеді: өсіп шыққан әр қатысуы бір зерттеушіні немесе бір Даханды ұшырып әкетуі мүмкін; қуаттары басқыншыларды итеру арқылы айдап, басқаларға жылдамдық береді.
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot = Аяқ астында бұққан жалмауыш тістер
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot-about = Дөрекі әрі ашқарақ: зақым келтіретін әр қуаты бір зақымға қаттырақ қабады; өз жерлерінің астында бұғып, қатысуын тартып, басқыншыларды бірден жалмайды.
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees = Ағаштардан қадалған көздер
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees-about = Сергек қорғаушы: бір жерді қорғағанда сол жерге Дахандарды жинауға болады; жылдам туа біткен қуаты басқыншылардың жоспарын бұзады.
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand = Тас пен құмның өрлеген аптабы
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand-about = Күйдіргіш: қасиетті орындарындағы басқыншылар әлсірейді, ал аптабы олардың Ravage және Құрастыру әрекеттерін әлсіретеді.
end-reason-spirit_island_horizons-victory_terror1_no_invaders = I террор деңгейі: аралда бірде-бір басқыншы қалмады.
end-reason-spirit_island_horizons-victory_terror2_no_towns_or_cities = II террор деңгейі: аралда елді мекен де, қала да қалмады.
end-reason-spirit_island_horizons-victory_terror3_no_cities = III террор деңгейі: аралда қала қалмады.
end-reason-spirit_island_horizons-victory_terror4_fear_deck_empty = Соңғы қорқыныш картасы алынды: басқыншылар аралдан қашады.
end-reason-spirit_island_horizons-victory_sacrificial = Жеңіс пен жеңіліс бір сәтте келді: Рухтар құрбандық жеңісімен жеңеді.
end-reason-spirit_island_horizons-loss_blight_pool_empty = Blight Pool бос қалды: аралды Blight басып алды.
end-reason-spirit_island_horizons-loss_spirit_without_presence = Бір Рухтың аралда қатысуы қалмады.
end-reason-spirit_island_horizons-loss_invader_deck_empty = Invader картасын ашу керек еді, бірақ Invader палубасы бос болды.
end-hz-sheet = Ұпай кестесі
end-hz-outcome = Нәтиже
end-hz-won = Жеңіс
end-hz-lost = Жеңіліс
end-hz-reason = Себебі
end-hz-round = Раунд
end-hz-terror = Террор деңгейі
end-hz-blight_left = Blight Pool-да қалған Blight
end-hz-fear_cards_left = Қорқыныш палубасында қалған қорқыныш карталары
horizons-piece-one-explorer = зерттеуші
horizons-piece-one-town = елді мекен
horizons-piece-one-city = қала
horizons-piece-one-dahan = Дахан
horizons-piece-one-blight = Blight
horizons-piece-one-presence = қатысу
horizons-piece-plural-explorer = зерттеушілер
horizons-piece-plural-town = елді мекендер
horizons-piece-plural-city = қалалар
horizons-piece-plural-dahan = Дахандар
horizons-piece-plural-blight = Blight
horizons-piece-plural-presence = қатысу
horizons-piece-kind-explorer = Зерттеуші
horizons-piece-kind-town = Елді мекен
horizons-piece-kind-city = Қала
horizons-piece-kind-dahan = Дахан
horizons-piece-kind-blight = Blight
horizons-piece-kind-presence = Қатысу
horizons-piece-kind-defend = Қорғау
horizons-piece-taken =
    { $count ->
        [one] { $count } зақым алған
       *[other] { $count } зақым алған
    }
horizons-piece-choice = { $piece }, жер: { $land }
horizons-piece-choice-hurt = { $piece }, жер: { $land } ({ $count } зақым алған)
horizons-element-sun = күн
horizons-element-moon = ай
horizons-element-fire = от
horizons-element-air = ауа
horizons-element-water = су
horizons-element-earth = Жер
horizons-element-plant = өсімдік
horizons-element-animal = жануар
horizons-element-count = { $count } { $element }
horizons-roman-1 = I
horizons-roman-2 = II
horizons-roman-3 = III
horizons-roman-4 = IV
horizons-invader-card = { $stage } кезең: { $terrains }
horizons-invader-coastal = жағалаудағы жерлер
horizons-invader-none = бос
horizons-deck-minor = кіші қуаттар
horizons-deck-major = үлкен қуаттар
horizons-deck-unique = бірегей қуат
horizons-track-energy = Энергия жолы
horizons-track-card_plays = Картаны ойнату жолы
horizons-phase-spirit = Рух фазасы
horizons-phase-fast = Жылдам қуаттар
horizons-phase-invader = Invader фазасы
horizons-phase-slow = Баяу қуаттар
horizons-phase-time = Уақыт өту
horizons-phase-over = Ойын аяқталды
horizons-tracker-round = { $round }-раунд
horizons-tracker-spirit = Рухтар
horizons-tracker-fast = Жылдам
horizons-tracker-invader = Басқыншылар
horizons-tracker-slow = Баяу
horizons-tracker-time = Уақыт өту
horizons-tracker-step-growth = Өсу
horizons-tracker-step-cards = Энергия мен карталар
horizons-tracker-step-fear = Қорқыныш
horizons-tracker-step-ravage = Ravage
horizons-tracker-step-build = Құрастыру
horizons-tracker-step-explore = Зерттеу
horizons-tracker-step-advance = Алдын ала басқыншы
horizons-speed-fast = Жылдам
horizons-speed-slow = Баяу
horizons-nothing = ештеңе
horizons-speed-word-fast = жылдам
horizons-speed-word-slow = баяу
horizons-verb-destroy = жою
horizons-verb-remove = алып тастау
horizons-verb-downgrade = төмендету
horizons-verb-replace = ауыстыру
horizons-verb-push = итеру
horizons-verb-gather = жинау
horizons-verb-carry = ала жүру
horizons-effect-kind-range = Рух қуаттарының ауқымы артады
horizons-effect-kind-furious_might = зақым келтіретін келесі қуат +3 зақым келтіреді
horizons-effect-kind-hasten = итеруге немесе жинауға арналған бір баяу картаны жылдам ретінде қолдануға болады
horizons-effect-kind-hastened = баяу карта жылдам ретінде қолданылды
horizons-effect-kind-dahan_health = Дахандардың денсаулығы +4
horizons-effect-kind-no_blight = Blight қосуға болмайды
horizons-effect-kind-dahan_unharmed = Дахандар зақым мен жою әсерлерін елемейді
horizons-effect-kind-vengeance = өлілер кек алады
horizons-effect-kind-powerstorm = қуат карталарын қайталауға болады
horizons-effect-kind-skip = басқыншылардың әрекеттері өткізіліп жіберілді
horizons-effect-kind-no_action = басқыншылардың бір әрекеті тоқтатылды
horizons-effect-kind-at_time_passes = Уақыт өту кезінде ойналған бір картаны қайтаруға болады
horizons-board-aria = Рух аралының көкжиектері ойыны
horizons-board-round = { $round }-раунд
horizons-board-invaders = Басқыншылар
horizons-board-space-ravage = Ravage
horizons-board-space-build = Құрастыру
horizons-board-space-explore = Зерттеу
horizons-board-invader_deck =
    { $count ->
        [one] { $count } карта қалды
       *[other] { $count } карта қалды
    }
horizons-board-invader_deck-aria =
    { $count ->
        [one] Invader палубасы: { $count } карта қалды, келесісі — { $stage } кезең
       *[other] Invader палубасы: { $count } карта қалды, келесісі — { $stage } кезең
    }
horizons-board-invader_deck-empty = Invader палубасы бос
horizons-board-stage = келесі: { $stage } кезең
horizons-board-invader_discard =
    { $count ->
        [one] { $count } тасталды
       *[other] { $count } тасталды
    }
horizons-board-fear = Қорқыныш
horizons-board-fear_pool = Пул: { $pool }
horizons-board-fear_generated = Жасалған: { $generated }
horizons-board-fear-aria = Қорқыныш: пулда { $pool }, жасалғаны { $generated }
horizons-board-earned =
    { $count ->
        [one] { $count } қорқыныш картасы алынды
       *[other] { $count } қорқыныш картасы алынды
    }
horizons-board-earned-short = Алынды: { $count }
horizons-board-fear_deck =
    { $count ->
        [one] { $count } қорқыныш картасы қалды
       *[other] { $count } қорқыныш картасы қалды
    }
horizons-board-terror = Террор { $level }
horizons-board-next_terror =
    { $count ->
        [one] тағы { $count } қорқыныш картасынан кейін { $level } террор
       *[other] тағы { $count } қорқыныш картасынан кейін { $level } террор
    }
horizons-board-terror-aria = { $level } террор деңгейі
horizons-board-blight = Blight
horizons-board-blight-short = Пул: { $count }
horizons-board-resolving = Орындалуда: { $card }
horizons-board-energy = Энергия: { $energy }
horizons-board-energy_per_turn = әр раунд сайын +{ $n }
horizons-board-plays = Картаны ойнату: { $total } ішінен { $left }
horizons-board-growth = Өсу
horizons-board-growth-option = { $n }-өсу опциясы
horizons-board-growth-chosen = таңдалды
horizons-board-tracks = Қатысу тректері
horizons-board-track-space = { $track }, { $n }-ұяшық: { $what }
horizons-board-track-covered = { $what } (қатысумен жабылған)
horizons-board-track-take = Келесі қатысуды мына тректен алу: { $track }
horizons-board-track-value-energy = { $value } энергия
horizons-board-track-value-card_plays =
    { $count ->
        [one] { $count } картаны ойнату
       *[other] { $count } картаны ойнату
    }
horizons-board-elements = Алынған элементтер
horizons-board-elements-none = Осы раундта алынған элементтер әлі жоқ
horizons-board-innate = Туа біткен қуат
horizons-board-innate-level = { $n }-деңгей
horizons-board-innate-reached = жетті
horizons-board-innate-not_reached = жетпеді
horizons-board-special_rule = Ерекше ереже
horizons-board-rule-in_effect = Қазір әрекет етеді: { $lands }
horizons-board-rule-idle-blistering_heat = Қазір әрекет етпейді: қасиетті орын керек
horizons-board-rule-idle-offer_no_firm_foundations = Қазір әрекет етпейді: қасиетті орын керек
horizons-island-rule-blistering_heat = Қақтайтын аптап: мұндағы басқыншылардың денсаулығы 1-ге кем (бірақ 1-ден төмен емес)
horizons-island-rule-offer_no_firm_foundations = Берік іргетас жоқ: мұндағы Құрастыру оның орнына зерттеуші қояды
horizons-island-health-explorer = Мұндағы зерттеушілердің денсаулығы: { $n }
horizons-island-health-town = Мұндағы елді мекендердің денсаулығы: { $n }
horizons-island-health-city = Мұндағы қалалардың денсаулығы: { $n }
horizons-island-health-dahan = Мұндағы Дахандардың денсаулығы: { $n }
horizons-board-presence_destroyed =
    { $count ->
        [one] { $count } қатысу жойылды
       *[other] { $count } қатысу жойылды
    }
horizons-board-hand = Қол
horizons-board-hand-hidden =
    { $count ->
        [one] Қолда { $count } карта
       *[other] Қолда { $count } карта
    }
horizons-board-played = Осы раундта ойналғандар
horizons-board-discard = Тастау үйіндісі
horizons-board-drawn = Тартылғандар: біреуін қалдырыңыз
horizons-board-forgotten = Ұмытылғандар
horizons-board-empty = жоқ
horizons-board-decks = Қуат палубалары
horizons-board-deck-minor = Кіші қуаттар
horizons-board-deck-major = Үлкен қуаттар
horizons-board-deck-count =
    { $count ->
        [one] { $count } карта
       *[other] { $count } карта
    }
horizons-board-deck-aria =
    { $count ->
        [one] { $deck }: палубада { $count } карта
       *[other] { $deck }: палубада { $count } карта
    }
horizons-board-choices = Фигураны таңдаңыз
horizons-board-used = қолданылды
horizons-board-effects = Осы раунд
horizons-board-spirit-target = { $spirit } (осы Рухты нысанаға алу)
horizons-board-spirits = Рухтар
horizons-board-spirits-phase = Рухтар, кезең: { $phase }
horizons-board-tab-aria = { $spirit }, ойнайтын: { $person }; энергия { $energy }, картаны ойнату: { $total } ішінен { $left }
horizons-board-tab-show = Панелін көрсету
horizons-board-tab-energy = Энергия: { $energy }
horizons-board-tab-plays = Ойнату: { $left }/{ $total }
horizons-board-spirit-state-acting = Қазір әрекет етуде
horizons-board-spirit-state-waiting = Күтуде
horizons-board-spirit-state-done = Осы кезеңді аяқтады
horizons-board-spirit-state-deciding = Шешім қабылдауда
horizons-board-switch = { $spirit } әрекет етсін
horizons-board-look = Рух панелі: { $spirit }. Қазір мұнда ештеңе таңдауға болмайды.
horizons-board-look-back = Қайту: { $spirit }
horizons-board-blight-aria = Пулда { $pool }, аралда { $island }
horizons-board-blight-island =
    { $count ->
        [one] аралда { $count }
       *[other] аралда { $count }
    }
horizons-board-earned-when = Енгізілген қорқыныш карталары Invader фазасының басында орындалады
horizons-board-team = Басқа Рухтардың карталары
horizons-board-team-hand =
    { $count ->
        [one] { $spirit }: қолда { $count } карта
       *[other] { $spirit }: қолда { $count } карта
    }
horizons-board-team-drawn = Тартылғандар, біреуі қалады
horizons-card-cost =
    { $count ->
        [one] құны { $count } энергия
       *[other] құны { $count } энергия
    }
horizons-card-range-none = ауқымсыз
horizons-card-range-presence = қатысуыңыздан { $n } ауқым
horizons-card-range-sacred_site = қасиетті орыннан { $n } ауқым
horizons-card-range-presence-terrain = рельефі { $terrains } жердегі қатысуыңыздан { $n } ауқым
horizons-card-target-land-any = кез келген жер
horizons-card-target-land-invaders = басқыншылары бар жер
horizons-card-target-land-no_invaders = басқыншылары жоқ жер
horizons-card-target-land-dahan = Дахандары бар жер
horizons-card-target-land-blight = Blight бар жер
horizons-card-target-land-no_blight = Blight жоқ жер
horizons-card-target-land-coastal = жағалаудағы жер
horizons-card-target-land-terrain = рельефі { $terrains } жер
horizons-card-target-spirit-any = кез келген Рух
horizons-card-target-spirit-another = басқа Рух (жеке ойында — өзіңіз)
horizons-card-line = { $speed } · { $range } · { $target }
horizons-card-threshold = { $elements } болса: { $text }
horizons-card-elements = Элементтер: { $elements }
horizons-card-deck = { $deck } · { $cost }
horizons-card-innate = Туа біткен қуат · { $speed }
horizons-card-innate-levels = Жеткен әр деңгей біріншіден бастап төмен қарай қолданылады.
horizons-card-fear = Қорқыныш картасы
horizons-card-fear-level = { $level } террор: { $text }
horizons-card-fear-earned = Енгізілген қорқыныш карталары Invader фазасына дейін беті төмен жатады.
horizons-card-invader = Invader картасы
horizons-card-invader-text = Ravage, Құрастыру және Зерттеу мына жерлерде болады: { $terrains }.
horizons-card-invader-discard = Invader тастау үйіндісі
horizons-card-land = { $terrain }, { $where }
horizons-growth-reclaim_all = Барлық тасталған карталарды қайтару
horizons-growth-add_presence = Қатысуды қосу ({ $range } ауқым)
horizons-growth-gain_power_card = Қуат картасын алу
horizons-growth-gain_energy = { $amount } энергия алу
horizons-growth-short-reclaim_all = Қайтару
horizons-growth-short-add_presence = Қатысу, { $range } ауқым
horizons-growth-short-gain_power_card = Қуат картасы
horizons-growth-short-gain_energy = +{ $amount } энергия
horizons-effect-skip = { $land }: басқыншылардың мына әрекеттері өткізіліп жіберіледі: { $actions }
horizons-effect-no_action = Басқыншылар { $where ->
        [city] қаласы бар
        [dahan] Дахандары бар
        [two_dahan] 2 не одан көп Даханы бар
        [dahan_outnumber] Дахандары елді мекендер мен қалалардан көп
        [coastal] жағалаудағы
       *[other] кейбір түрдегі
    } жерлерде { $action ->
        [build] Құрастыру жасамайды
        [build_city] қала салмайды
        [explore] Зерттеу жасамайды
       *[other] әрекет етпейді
    }
horizons-effect-other = { $land }: { $effect }
horizons-effect-elements = Осы раундқа таңдалған элементтер: { $elements }
horizons-button-done = Дайын
horizons-button-done-play = Карта ойнауды аяқтау
horizons-button-done-powers_fast = Жылдам қуаттарды аяқтау
horizons-button-done-powers_slow = Баяу қуаттарды аяқтау
horizons-button-done-push = Итеруді тоқтату
horizons-button-done-gather = Жинауды тоқтату
horizons-button-done-destroy = Жоюды тоқтату
horizons-button-done-remove = Алып тастауды тоқтату
horizons-button-done-downgrade = Төмендетуді тоқтату
horizons-button-done-replace = Ауыстыруды тоқтату
horizons-button-done-carry = Ала жүруді тоқтату
horizons-button-done-land = Өткізу
horizons-button-done-reclaim = Ешнәрсе қайтармау
horizons-button-element = Элемент
horizons-button-element-sun = Күн
horizons-button-element-moon = Ай
horizons-button-element-fire = От
horizons-button-element-air = Ауа
horizons-button-element-water = Су
horizons-button-element-earth = Жер
horizons-button-element-plant = Өсімдік
horizons-button-element-animal = Жануар
horizons-button-gain = Алу: { $deck }
horizons-action-growth = { $n }-өсу опциясы
horizons-action-take = Мына тректен алу: { $track } («{ $icon }» үшін)
horizons-action-move = Қатысуды жылжыту, қайдан: { $land } («{ $icon }» үшін)
horizons-action-place = Қатысуды қою: { $land }
horizons-action-play = Ойнау: { $card }
horizons-action-use = Қолдану: { $card }
horizons-action-aim = Нысана: { $land }
horizons-action-aim_spirit = Нысана: { $spirit }
horizons-action-hit = 1 зақым: { $piece }
horizons-action-pick-destroy = Жою: { $piece }
horizons-action-pick-remove = Алып тастау: { $piece }
horizons-action-pick-downgrade = Төмендету: { $piece }
horizons-action-pick-replace = Ауыстыру: { $piece }
horizons-action-pick-carry = Ала жүру: { $piece } → { $to }
horizons-action-reclaim = Қайтару: { $card }
horizons-action-push = Итеру: { $piece } → { $to }
horizons-action-gather = Жинау: { $piece } ← { $from }
horizons-action-keep = Қалдыру: { $card }
horizons-action-forget = Ұмыту: { $card }
horizons-action-ravage = Келесі Ravage: { $land }
horizons-action-cascade = Blight мына жерге тарайды: { $land }
horizons-action-land = { $land }
horizons-action-special = Елді мекен: { $land }
horizons-option-pay =
    { $count ->
        [one] { $count } энергия төлеу
       *[other] { $count } энергия төлеу
    }
horizons-option-decline = Төлемеу
horizons-option-damage_2 = 2 зақым
horizons-option-remove_blight = 1 Blight алып тастау
horizons-option-dahan_damage_distinct = Әр Дахан әр түрлі басқыншыға 1 зақым келтіреді
horizons-option-push_dahan_3 = 3 Даханға дейін итеру
horizons-option-defend_6 = Қорғау 6
horizons-option-damage_per_dahan = Әр Даханға 1 зақым
horizons-option-gather_dahan_3 = 3 Даханға дейін жинау
horizons-option-push_explorer_town_per_dahan = Әр Даханға 1 зерттеуші немесе елді мекен итеру
horizons-option-push_dahan_1 = 1 Дахан итеру
horizons-option-damage_each_town_city = Әр елді мекен мен қалаға 1 зақым
horizons-option-defend_10 = Қорғау 10
horizons-option-push_explorer_1 = 1 зерттеуші итеру
horizons-option-fear_2 = 2 қорқыныш
horizons-option-gather_explorer_town_1 = 1 зерттеуші немесе елді мекен жинау
horizons-option-gather_dahan_2 = 2 Даханға дейін жинау
horizons-option-damage_per_blight = Әр Blight үшін 1 зақым
horizons-option-track_energy = Энергия жолынан алу
horizons-option-track_card_plays = Картаны ойнату жолынан алу
horizons-option-deck_minor = Кіші қуаттар
horizons-option-deck_major = Үлкен қуаттар
horizons-option-next_level = Келесі деңгейге өту
horizons-option-stop_here = Осымен тоқтау
horizons-option-gain_2_energy = 2 энергия алу
horizons-option-pay_for_damage = Қатысуыңыз бар жерде 1 зақым үшін 1 энергия төлеу
horizons-option-push_dahan = Осы жерден 1 Дахан итеру
horizons-option-gather_dahan = Осы жерге 1 Дахан жинау
horizons-option-repeat = Картаны қайталау (құнын қайта төлеп)
horizons-prompt-who = { $spirit } ({ $name }): { $text }
horizons-prompt-growth = Өсу опциясын таңдаңыз
horizons-prompt-play =
    { $plays ->
        [0] Картаны ойнату қалмады ({ $energy } энергия): «{ $done ->
        [none] Дайын
       *[other] { $done }
    }» батырмасын таңдаңыз
        [one] Қолыңыздағы карталарды ойнаңыз: 1 ойнату қалды, { $energy } энергия. Содан соң «{ $done ->
        [none] Дайын
       *[other] { $done }
    }» батырмасын таңдаңыз
       *[other] Қолыңыздағы карталарды ойнаңыз: { $plays } ойнату қалды, { $energy } энергия. Содан соң «{ $done ->
        [none] Дайын
       *[other] { $done }
    }» батырмасын таңдаңыз
    }
horizons-prompt-grow = Өсу: { $left ->
        [one] 1 таңба
       *[other] { $left } таңба
    } қалды. Таңдаңыз: { $choices ->
        [none] жарық нұсқалардың бірі
       *[other] { $choices }
    }
horizons-prompt-grow-take = қатысу алынатын трек
horizons-prompt-grow-move = аралдағы жылжытылатын қатысу
horizons-prompt-grow-gain = қуат палубасы
horizons-prompt-place =
    { $range ->
        [0] Қатысу үшін жарық жерді таңдаңыз (0 ауқым: қатысуыңыз бар жер)
       *[other] Қатысу үшін жарық жерді таңдаңыз (қатысуыңыздан { $range } ауқым)
    }
spirit_island_horizons-prompt-gain_deck = Қуат картасын алу үшін палубаны таңдаңыз
spirit_island_horizons-prompt-keep = Қалдыратын картаны таңдаңыз; қалғандары тасталады
spirit_island_horizons-prompt-forget = Сіз үлкен қуат алдыңыз: ұмытатын картаны таңдаңыз
horizons-prompt-powers_fast = Жылдам қуаттар: қолданатын жарық қуатты немесе «{ $done ->
        [none] Дайын
       *[other] { $done }
    }» батырмасын таңдаңыз
horizons-prompt-powers_slow = Баяу қуаттар: қолданатын жарық қуатты немесе «{ $done ->
        [none] Дайын
       *[other] { $done }
    }» батырмасын таңдаңыз
horizons-prompt-aim = { $power }: нысанасын таңдаңыз
horizons-prompt-ravage_order = Бірнеше жерде Ravage: келесі Ravage болатын жерді таңдаңыз
horizons-prompt-give_card = Өрілген қуат: қолыңыздағы бір қуат картасын беріңіз, кімге: { $to } (немесе ештеңе бермеңіз)
horizons-prompt-together = Келесі қай Рух әрекет етеді?
horizons-prompt-special = II кезең: жаңа елді мекен үшін { $board } тақтасындағы елді мекені жоқ жерді таңдаңыз
horizons-prompt-damage =
    { $land } жерінде { $n } зақым{ $purpose ->
        [counterattack] {" "}(Дахандар кері шабуыл жасайды)
       *[other] {""}
    }: келесі зақымды алатын фигураны таңдаңыз
horizons-prompt-pick =
    { $verb_id ->
        [carry] Ала жүретін фигура: { $one }, қайда: { $into }. { $done ->
        [none] { $n } қалды
       *[other] тағы { $n } дейін, немесе «{ $done }»
    }
       *[other] Фигураны таңдаңыз: { $one }, әрекет: { $verb }{ $into ->
        [none] {""}
       *[other] {" "}(ол { $into } болады)
    }. { $done ->
        [none] { $n } қалды
       *[other] тағы { $n } дейін, немесе «{ $done }»
    }
    }
horizons-prompt-move =
    { $verb_id ->
        [push] Итеру: { $what }, қайдан: { $land }. { $done ->
        [none] { $n } қалды
       *[other] тағы { $n } дейін
    }. Біреуін итеретін жарық жерді таңдаңыз{ $done ->
        [none] {""}
       *[other] {" "}немесе «{ $done }»
    }
       *[other] Жинау: { $what }, қайда: { $land }. { $done ->
        [none] { $n } қалды
       *[other] тағы { $n } дейін
    }. Біреуін жинайтын жарық жерді таңдаңыз{ $done ->
        [none] {""}
       *[other] {" "}немесе «{ $done }»
    }
    }
horizons-prompt-land =
    { $purpose ->
        [origin] Қатысу келетін қасиетті орынды таңдаңыз (нысананың өзі болса, қатысу орнында қалады)
        [renewal] Жойылған қатысу қайтатын жерді таңдаңыз
        [wings] Дахандар ұшып баратын жерді таңдаңыз (онда Қорғау 5)
        [heal] 1 Blight алынатын жерді таңдаңыз
        [vengeance] Кек зақымының келесі ұпайы түсетін жерді таңдаңыз
        [repeat] Қуат қайталанатын көрші жерді таңдаңыз
        [gather_presence] Қатысуы осы жерге жылжитын көрші жерді таңдаңыз
        [searing_heat] 1 зақым түсетін, қатысуыңыз бар жерді таңдаңыз
        [boon] «Сергек күзет шарапаты» қорғайтын, нысана Рухтың қатысуы бар жерді таңдаңыз
        [dahan_raid] Дахандар басқыншыларға шабуыл жасайтын жерді таңдаңыз
        [dahan_enheartened] Дахандар жылжып, рухтанатын жерді таңдаңыз
        [retreat] Басқыншылар шегінетін жерді таңдаңыз (олар итеріледі)
        [seek_safety] Басқыншылар пана іздейтін жерді таңдаңыз
        [tall_tales_of_savagery] Басқыншылар алынатын, Дахандары бар жерді таңдаңыз
        [belief_takes_root] Басқыншылар алынатын, қатысуыңыз бар жерді таңдаңыз
       *[other] Жарық жерді таңдаңыз
    }{ $done ->
        [none] {""}
       *[other] {" "}немесе «{ $done }»
    }
horizons-prompt-damage_distinct =
    { $n ->
        [one] { $land } жерінде 1 зақым: оны алатын басқыншыны таңдаңыз
       *[other] { $land } жерінде { $n } зақым, әрқайсысы әр түрлі басқыншыға: келесісін таңдаңыз
    }
horizons-prompt-choose_elements = Осы раундқа тағы { $n } түрлі элемент таңдаңыз
horizons-prompt-reclaim_one = Ойналған 1 картаны тастаудың орнына қолыңызға қайтарыңыз: оны немесе «{ $done ->
        [none] Дайын
       *[other] { $done }
    }» батырмасын таңдаңыз
horizons-prompt-pick_among = Жарық фигураны таңдаңыз, әрекет: { $verb }. { $done ->
        [none] { $n } қалды
       *[other] тағы { $n } дейін, немесе «{ $done }»
    }
horizons-prompt-remove_health = Жер: { $land }. Барлығы { $n } денсаулыққа дейін алып тастаңыз: { $what }. Жарық фигураны таңдаңыз{ $done ->
        [none] {""}
       *[other] {" "}немесе «{ $done }»
    }
horizons-prompt-option = Біреуін таңдаңыз
horizons-prompt-from_power = { $power } — { $text }
horizons-prompt-cascade = { $land } жеріндегі Blight тарайды: ол үшін көрші жерді таңдаңыз
horizons-prompt-effect = Қуат орындалуда
horizons-prompt-waiting = Басқыншылар әрекет етуде…
horizons-log-first_explore = 1-раундқа дейін басқыншылар Зерттеу жасайды ({ $card }): зерттеушілер мына жерлерде: { $lands }
horizons-log-round = { $round }-раунд басталды
horizons-log-phase = { $phase }
horizons-log-time_passes = Уақыт өту: ойналған карталарды тастау үйіндісіне салу, зақымды емдеу, осы раундтың әсерлерін аяқтау
horizons-log-growth = { $seat } өседі, опция: { $option }
horizons-log-energy = { $seat } { $n } энергия алады
horizons-log-reclaim = { $seat } карталарды қайтарады: { $cards }
horizons-log-play = { $seat } ойнайды: { $card } ({ $paid } энергия төлейді)
horizons-log-icon_skipped =
    { $count ->
        [one] { $seat }: { $count } өсу таңбасын орындау мүмкін емес, ол өткізіліп жіберіледі
       *[other] { $seat }: { $count } өсу таңбасын орындау мүмкін емес, олар өткізіліп жіберіледі
    }
horizons-log-presence_added = { $seat } қатысуды тректен алып ({ $track }), мына жерге қояды: { $land }
horizons-log-presence_moved = { $seat } қатысуды жылжытады: { $land } → { $to }
horizons-log-drew = { $seat } { $count } карта тартады ({ $deck }): { $cards }
horizons-log-card_given = { $seat } карта береді: { $card } → { $to }
horizons-log-kept = { $seat } қалдырады: { $card }; тастайды: { $discarded }
horizons-log-forgot = { $seat } ұмытады: { $card }
horizons-log-spirit_done =
    { $plays ->
        [none] { $seat } Рух фазасын аяқтады
        [0] { $seat } Рух фазасын аяқтады
        [one] { $seat } Рух фазасын аяқтады (1 картаны ойнату пайдаланылмады)
       *[other] { $seat } Рух фазасын аяқтады ({ $plays } картаны ойнату пайдаланылмады)
    }
horizons-log-powers_done =
    { $unused ->
        [none] { $seat } қуаттарды аяқтады: { $speed }
       *[other] { $seat } қуаттарды аяқтады: { $speed }; пайдаланылмай, жоғалды: { $unused }
    }
horizons-log-use =
    { $seat } қолданады: { $power }{ $target ->
        [none] {""}
       *[other] , нысана: { $target }
    }
horizons-log-fear_card = Қорқыныш картасы: { $card }, { $level } террор деңгейі
horizons-log-fear_card_done = Қорқыныш картасы орындалып, тасталды: { $card }
horizons-log-fear_card_earned = Қорқыныш картасы алынды ({ $terror } террор деңгейі)
horizons-log-terror_rises = Террор деңгейі көтерілді: { $terror }
horizons-log-fear =
    { $count ->
        [one] { $count } қорқыныш
       *[other] { $count } қорқыныш
    }
horizons-log-ravage = Ravage, жер: { $land }: { $damage } зақым
horizons-log-dahan_hurt = { $land }: { $destroyed } Дахан жойылды, { $damaged } Дахан зақымданды
horizons-log-counterattack = { $land }: Дахандар кері шабуыл жасап, { $damage } зақым келтіреді
horizons-log-switch = { $seat } күтіп, кезекті береді: { $to }
horizons-log-build_stopped = { $land }: Құрастыру тоқтатылды
horizons-log-foundations = Берік іргетас жоқ: { $land } жеріндегі Құрастыру зерттеуші қояды
horizons-log-explore = Басқыншылар Зерттеу жасайды: { $card }
horizons-log-explore_stopped = { $land }: Зерттеу тоқтатылды
horizons-log-invader_deck_empty = Ашатын Invader картасы қалмады
horizons-log-advance = Invader карталары жылжиды: Ravage — { $ravage }, Құрастыру — { $build }
horizons-log-special = II кезең ({ $card }): елді мекен мына жерлерде: { $lands }
horizons-log-cascade = Blight тарайды: { $land } → { $to }
horizons-log-added =
    { $n ->
        [one] { $piece } қосылды, жер: { $land }
       *[other] { $n } × { $piece } қосылды, жер: { $land }
    }
horizons-log-destroyed = { $piece } жойылды, жер: { $land }
horizons-log-removed = { $piece } алып тасталды, жер: { $land }
horizons-log-replaced = { $land }: { $piece } → { $into }
horizons-log-moved = { $piece } жылжиды: { $land } → { $to }
horizons-log-presence_destroyed =
    { $count ->
        [one] { $seat } { $count } қатысуынан айырылды, жер: { $land }
       *[other] { $seat } { $count } қатысуынан айырылды, жер: { $land }
    }
horizons-log-defend = Қорғау { $n }, жер: { $land }
horizons-log-round_effect =
    { $land ->
        [none] Осы раундта: { $effect }
       *[other] { $land }: осы раундта { $effect }
    }
horizons-log-paid = { $seat } { $n } энергия төлейді
horizons-log-territorial_aggression = Аумақтық агрессия ({ $seat }): { $power } үшін +{ $n } зақым
horizons-log-furious_might = Қаһарлы күш сыйы: { $power } үшін +{ $n } зақым
horizons-log-dahan_trust = Дахандар бақылаушыларға сенеді: { $seat } мына жерге 1 Дахан жинауы мүмкін: { $land }
horizons-log-elements_gained =
    { $seat }: осы раундтағы элементтер: { $elements }
horizons-log-may_reclaim = { $seat } Уақыт өту кезінде ойналған 1 картаны қайтара алады
horizons-log-reclaimed_one = { $seat } картаны тастаудың орнына қайтарады: { $card }
horizons-log-unharmed = { $land }: { $piece } зақымсыз қалды
horizons-log-blight_prevented = { $land } жеріне Blight қосылмайды: ол пулда қалады
horizons-log-repeat =
    { $seat } қайталайды: { $power }{ $land ->
        [none] {""}
       *[other] , жер: { $land }
    }
horizons-log-presence_returned =
    { $count ->
        [one] { $seat }: жойылған { $count } қатысу мына жерге оралады: { $land }
       *[other] { $seat }: жойылған { $count } қатысу мына жерге оралады: { $land }
    }
horizons-log-invaders_stopped = Осы раундта басқыншылар { $where ->
        [city] қаласы бар
        [dahan] Дахандары бар
        [two_dahan] 2 не одан көп Даханы бар
        [dahan_outnumber] Дахандары елді мекендер мен қалалардан көп
        [coastal] жағалаудағы
       *[other] { $where }
    } жерлерде { $action ->
        [build] Құрастыру жасамайды
        [build_city] қала салмайды
        [explore] Зерттеу жасамайды
       *[other] { $action } жасамайды
    }
horizons-log-game_over =
    { $won ->
        [true] Рухтар жеңді
       *[other] Рухтар жеңілді
    }, { $round }-раунд: { $why }
horizons-refuse-not_a_choice = Қазір бұл таңдау мүмкін емес: жарық нұсқаны таңдаңыз
horizons-refuse-game_over = Ойын аяқталды
horizons-refuse-already_used = Бұл қуат осы раундта қолданылып қойған: { $power }
horizons-refuse-not_played = Бұл карта осы раундта ойналған карталарыңыздың арасында жоқ: { $power }
horizons-refuse-no_threshold = { $power }: алынған элементтеріңіз бірінші деңгейге әлі жетпейді
horizons-refuse-wrong_speed = { $power } бұл кезеңде қолданылмайды: өз жылдамдығының кезеңін күтеді
horizons-refuse-no_target = { $power }: қазір ауқымда жер де, Рух та жоқ
horizons-refuse-out_of_range = { $power } оны нысанаға ала алмайды: жарық нысананы таңдаңыз
horizons-refuse-growth_chosen = Осы раундта өсу опциясын таңдап қойдыңыз
horizons-refuse-no_growth = Алдымен өсу опциясын таңдаңыз
horizons-refuse-track_empty = Бұл тректе қатысу қалмады: екінші тректен алыңыз
horizons-refuse-not_in_range = Бұл жер ауқымнан тыс: жарық жерді таңдаңыз
horizons-refuse-not_in_hand = Бұл карта қолыңызда жоқ
horizons-refuse-no_plays_left = Осы раундта картаны ойнату қалмады: «Карта ойнауды аяқтау» батырмасын таңдаңыз
horizons-refuse-not_enough_energy = Бұл картаға энергияңыз жетпейді
horizons-refuse-nothing_drawn = Қалдыратын тартылған карта жоқ
horizons-refuse-gain_pending = Алдымен тартылған карталардың бірін қалдырыңыз
horizons-refuse-no_forget = Қазір ұмытатын карта жоқ
horizons-refuse-no_presence = Онда сіздің қатысуыңыз жоқ
horizons-refuse-not_a_deck = Кіші немесе үлкен қуат палубасын таңдаңыз
horizons-refuse-not_a_land = Бұл аралдың жері емес
horizons-refuse-not_a_piece = Мұнда бұл фигураны таңдауға болмайды
horizons-refuse-no_such_piece = Онда мұндай фигура жоқ: жарық фигураны таңдаңыз
horizons-refuse-bad_amount = Мұнда бұл мөлшер мүмкін емес
horizons-refuse-same_land = Фигура басқа жерге жылжуы керек
horizons-refuse-not_adjacent = Бұл жерлер көрші емес: жарық жерді таңдаңыз
horizons-refuse-no_cascade = Қазір тарайтын Blight жоқ
horizons-refuse-no_switch = Басқа Рух тек Рухтар кезеңді бірге ойнағанда ғана кезекті ала алады
horizons-refuse-switch_not_now = Алдымен осы қадамды аяқтаңыз: басқа Рух тек осы Рухтың қадамдары арасында кезекті ала алады
horizons-refuse-switch_idle = Бұл Рухтың қазір қолдана алатын қуаты жоқ
horizons-refuse-switch_self = Бұл Рух қазір әрекет етіп жатыр
horizons-refuse-switch_done = Бұл Рух осы кезеңді аяқтады: тек әлі күтіп тұрған Рух кезекті ала алады
horizons-refuse-same_spirit = { $spirit } — { $other } ойыншысының Рухы: { $seat } үшін басқа Рух таңдаңыз
horizons-refuse-special_not_pending = Қоюды күтіп тұрған II кезең елді мекені жоқ
horizons-refuse-special_pending = Алдымен II кезең елді мекенін қойыңыз
horizons-action-give = Беру: { $card }
