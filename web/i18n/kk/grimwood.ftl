end-reason-grimwood-last_turns_played = Десте таусылды, қалғандардың бәрі соңғы кезегін ойнап болды.
game-grimwood-name = The Grimwood
game-grimwood-tagline = Карта тартып, ұрлап, қараңғы орманның мақұлықтарын ұпай әкелетін жиынтықтарға шақырыңыз.
options-grimwood-identical_locations = Үш бірдей мекен
options-grimwood-identical_locations-false = Жиынтық емес (ереже бойынша)
options-grimwood-identical_locations-true = 3 ұпайлық жиынтық (нұсқа)
options-grimwood-first_player = Бірінші ойыншы
options-grimwood-first_player-random = Кездейсоқ таңдалады
options-grimwood-first_player-seat = { $name } ({ $n }-орын)
end-tiebreak-grimwood-shared = Ең жоғары ұпай тең түсті: жеңіс ортақ.
seatfield-grimwood-amulet = Тұмар
seatfield-grimwood-amulet-ask = Менен сұрау
seatfield-grimwood-amulet-always = Әрқашан бөгеу
seatfield-grimwood-amulet-never = Ешқашан бөгемеу
grimwood-card-amazon = Амазонка
grimwood-card-amazon-help = Бір картаны атаңыз: ондай картасы бар әр басқа ойыншы сізге біреуін береді.
grimwood-card-boogeyman = Құбыжық
grimwood-card-boogeyman-help = Басқа ойыншымен қол алмасыңыз.
grimwood-card-bride = Қалыңдық
grimwood-card-bride-help = Басқа ойыншының жиынтығынан ер тылсым мақұлықты алыңыз; оның қабілетін қолдана аласыз.
grimwood-card-centaur = Кентавр
grimwood-card-centaur-help = Тастау үйіндісінің үстіңгі картасын алыңыз; оны ойнай аласыз.
grimwood-card-dark_unicorn = Қара бірмүйіз
grimwood-card-dark_unicorn-help = Қалған әр ойыншы кездейсоқ бір картасын тастайды.
grimwood-card-demon = Жын
grimwood-card-demon-help = Кез келген жиынтықты тастау үйіндісіне жіберіңіз.
grimwood-card-dracula = Дракула
grimwood-card-dracula-help = Бір ойыншының қолынан 2 карта ұрлаңыз.
grimwood-card-dragon = Айдаһар
grimwood-card-dragon-help = Оның жиынтығына қабілеттер әсер етпейді, ал жаңа карталар оған қосылмайды.
grimwood-card-dwarf = Ергежейлі
grimwood-card-dwarf-help = Тастау үйіндісінің және дестенің үстіңгі карталарын алыңыз: біреуін қалдырып, екіншісін тастаңыз.
grimwood-card-elf = Эльф
grimwood-card-elf-help = Өзіңіз бақылайтын тылсым мақұлықтың қабілетін қайта қолданыңыз.
grimwood-card-faeries = Перілер
grimwood-card-faeries-help = Тастау үйіндісінен кез келген 2 карта алыңыз; біреуін ойнай аласыз.
grimwood-card-ghouls = Гульдер
grimwood-card-ghouls-help = Карта тартыңыз немесе біреудің қолынан бір карта ұрлаңыз.
grimwood-card-giant = Алып
grimwood-card-giant-help = Тастау үйіндісінен кез келген картаны алыңыз; оны ойнай аласыз.
grimwood-card-goblins = Гоблиндер
grimwood-card-goblins-help = Бір немесе бірнеше ойыншыдан 3 карта ұрлаңыз.
grimwood-card-highwayman = Қарақшы
grimwood-card-highwayman-help = Өз жиынтығыңыздың бірін басқа ойыншының жиынтығымен алмастырыңыз.
grimwood-card-hydra = Гидра
grimwood-card-hydra-help = Бір ойыншының қолындағы карталарды қараңыз.
grimwood-card-mage = Сиқыршы
grimwood-card-mage-help = 2 карта тартыңыз.
grimwood-card-nymph = Нимфа
grimwood-card-nymph-help = Басқа ойыншының жиынтығынан тылсым мақұлықты алып, оның қабілетін қолданыңыз.
grimwood-card-shadow_queen = Көлеңке ханшайымы
grimwood-card-shadow_queen-help = Барлық ойыншының қолын қарап шығып, біреуінен кездейсоқ бір карта ұрлаңыз.
grimwood-card-sorceress = Мыстан
grimwood-card-sorceress-help = Жапалақтарыңызды немесе Қарғаларыңызды құрбан етіп, кез келген жиынтықты өзіңізге алыңыз.
grimwood-card-eternals = Мәңгіліктер
grimwood-card-eternals-help = Тарту және/немесе ұрлау арқылы қолыңызды 7 картаға дейін толтырыңыз.
grimwood-card-laraki = Лараки
grimwood-card-laraki-help = Тастау үйіндісінен әр ойыншыға бір-бірден карта алыңыз: біреуін өзіңізге қалдырып, қалған әр ойыншыға біреуін беріңіз.
grimwood-card-troll = Тролль
grimwood-card-troll-help = Бір ойыншы сіз кездейсоқ таңдаған картасын тастайды.
grimwood-card-werewolf = Қасқыр-адам
grimwood-card-werewolf-help = Сіз таңдаған ойыншы келесі кезегін өткізеді.
grimwood-card-rune = Руна
grimwood-card-rune-help = Оны ойнасаңыз, осы кезекте тағы 2 әрекет аласыз.
grimwood-card-amulet = Тұмар
grimwood-card-amulet-help = Қолыңыздан бір ұрлықты бөгейді.
grimwood-card-owl = Жапалақ
grimwood-card-owl-help = 3 Жапалақ 10 ұпайлық жиынтық құрайды.
grimwood-card-crow = Қарға
grimwood-card-crow-help = 3 Қарға 10 ұпайлық жиынтық құрайды.
grimwood-card-path = Соқпақ
grimwood-card-path-help = Соқпақ, Батпақ және Алаңқай 5 ұпайлық жиынтық құрайды.
grimwood-card-swamp = Батпақ
grimwood-card-swamp-help = Соқпақ, Батпақ және Алаңқай 5 ұпайлық жиынтық құрайды.
grimwood-card-clearing = Алаңқай
grimwood-card-clearing-help = Соқпақ, Батпақ және Алаңқай 5 ұпайлық жиынтық құрайды.
grimwood-card-boogeyman-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-demon-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-dracula-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-dwarf-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-giant-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-mage-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-troll-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-werewolf-more = Ер мақұлық: Қалыңдық оны жиынтығыңыздан ала алады.
grimwood-card-dragon-more = Оны қорғағыңыз келетін жиынтыққа ең соңынан қойыңыз: содан кейін ол жиынтыққа ештеңе қосылмайды.
grimwood-card-elf-more = Эльфтің өзіне, Айдаһарға немесе Айдаһармен бір жиынтықтағы мақұлыққа қолданылмайды.
grimwood-card-nymph-more = Айдаһар бар жиынтықтан алуға болмайды. Мақұлық сіздің бір жиынтығыңызға қосылады немесе жаңа жиынтық бастайды.
grimwood-card-hidden = беті төмен карта
grimwood-card-aria = { $name } ({ $kind }): { $help }
grimwood-category-supernatural = Тылсым
grimwood-category-animal = Жануар
grimwood-category-setting = Мекен
grimwood-category-rune = Руна
grimwood-category-amulet = Тұмар
grimwood-combo-supernatural = Тылсым мақұлықтар
grimwood-combo-owls = Жапалақтар
grimwood-combo-crows = Қарғалар
grimwood-combo-locations = Мекендер
grimwood-combo-paths = Соқпақтар
grimwood-combo-swamps = Батпақтар
grimwood-combo-clearings = Алаңқайлар
grimwood-board-over = Ойын аяқталды
grimwood-board-turn = Кезек: { $name }
grimwood-board-actions_left =
    { $count ->
        [one] { $count } әрекет қалды
       *[other] { $count } әрекет қалды
    }
grimwood-board-final = { $name } соңғы картаны тартқанда десте таусылды: қалғандардың әрқайсысы соңғы рет кезек ойнайды.
grimwood-board-you = сіз
grimwood-board-bot = компьютер ({ $level })
grimwood-board-skips =
    { $count ->
        [one] келесі кезегін өткізеді
       *[other] келесі { $count } кезегін өткізеді
    }
grimwood-board-last = соңғы
grimwood-board-last_turn = соңғы кезек
grimwood-board-score = Ұпай
grimwood-board-points = ұп.
grimwood-board-points-n =
    { $count ->
        [one] { $count } ұп.
       *[other] { $count } ұп.
    }
grimwood-board-seat-pick = Таңдау: { $name }
grimwood-board-hand_count =
    { $count ->
        [one] Қолында { $count } карта
       *[other] Қолында { $count } карта
    }
grimwood-board-combos-none = Әзірге жиынтық жоқ
grimwood-board-combo-new = Жаңа жиынтық
grimwood-board-combo-locked = { $kind } · жабық
grimwood-board-combo-aria = { $name } ойыншының жиынтығы: { $kind }; { $cards }; { $points } ұпай
grimwood-board-table = Үстел
grimwood-board-deck =
    { $count ->
        [one] Десте: { $count } карта
       *[other] Десте: { $count } карта
    }
grimwood-board-deck-aria =
    { $count ->
        [one] Десте, { $count } карта қалды
       *[other] Десте, { $count } карта қалды
    }
grimwood-board-deck-aria-hint = Десте, { $count } карта қалды: { $hint }
grimwood-board-discard =
    { $count ->
        [one] Тастау үйіндісі: { $count } карта
       *[other] Тастау үйіндісі: { $count } карта
    }
grimwood-board-discard-aria = Тастау үйіндісі, { $count } карта, үстіңгісі: { $card }
grimwood-board-discard-aria-empty = Тастау үйіндісі, бос
grimwood-board-empty = Бос
grimwood-board-mine = { $name }: сіздің жиынтықтарыңыз
grimwood-board-hand =
    { $count ->
        [one] Сіздің қолыңыз: { $count } карта
       *[other] Сіздің қолыңыз: { $count } карта
    }
grimwood-board-guard = Біреу сізден ұрлағанда, Тұмарыңыз:
grimwood-board-runes = Осы кезекте ойналған руналар
grimwood-reveal-discard = Тастау үйіндісі: карта таңдаңыз
grimwood-reveal-held = Ойындағы карталар: біреуін таңдаңыз
grimwood-reveal-table = Үстелдегі тылсым мақұлықтар: біреуін таңдаңыз
grimwood-reveal-name = Карта атаңыз
grimwood-reveal-look = { $name } ойыншының қолы (мұны тек сіз көресіз)
grimwood-reveal-lay = Қойылып жатыр
grimwood-reveal-pile =
    { $count ->
        [one] Тастау үйіндісі: { $count } карта, үстіңгісі бірінші
       *[other] Тастау үйіндісі: { $count } карта, үстіңгісі бірінші
    }
grimwood-board-discard-browse = Барлығын көру
grimwood-board-discard-hide = Үйіндіні жасыру
grimwood-warn-no_power = Әрекетіңіз қалмады: қазір қойылған тылсым мақұлық қабілетін қолданбай қойылады.
grimwood-reveal-play_now = Жаңа ғана алынды: біреуін қазір ойнаңыз немесе қолыңызда қалдырыңыз
grimwood-info-power = Қабілет, қойылған кезде бір рет қолданылады (қаласаңыз): { $help }
grimwood-info-power-dragon = Қолданылатын қабілет жоқ: ол қойылған сәттен бастап өздігінен әрекет етеді. { $help }
grimwood-info-supernatural = Тылсым мақұлықтар жиынтығында саналады: 1 карта 1 ұпай, 2 карта 2 ұпай, 3 карта 5 ұпай, 4 карта 10 ұпай, 5 карта 15 ұпай береді.
grimwood-info-owl = Қолыңыздан бірге қойылған үш Жапалақ 10 ұпайлық жиынтық құрайды.
grimwood-info-crow = Қолыңыздан бірге қойылған үш Қарға 10 ұпайлық жиынтық құрайды.
grimwood-info-sacrifice = Мыстанның көмегімен мұндай жиынтықты құрбан етіп, кез келген жиынтықты алуға болады.
grimwood-info-location = Қолыңыздан бірге қойылған Соқпақ, Батпақ және Алаңқай 5 ұпайлық жиынтық құрайды.
grimwood-info-identical = Бұл ойында үш бірдей мекен де 3 ұпайлық жиынтық құрайды ({ $kind }).
grimwood-info-rune = Оны әрекеттеріңіздің бірі ретінде ойнаңыз: осы кезекте тағы 2 әрекет аласыз. Сондай-ақ ол бірге қойылған бірнеше тылсым мақұлықтың әрқайсысына өз қабілетін қолдануға мүмкіндік береді.
grimwood-info-amulet = Оны қолыңызда ұстаңыз: ол сізден бір картаның ұрлануын тоқтатады да, тастау үйіндісіне түседі. Қарапайым ұрлықпен ұрламақ болған ойыншы кезегінің қалған бөлігін де өткізеді.
grimwood-info-no_points = Ұпай бермейді.
grimwood-info-combo = { $name } ойыншының жиынтығы: { $kind }
grimwood-info-combo-points =
    { $count ->
        [one] { $count } ұпай
       *[other] { $count } ұпай
    }
grimwood-info-combo-locked =
    { $count ->
        [one] { $count } ұпай, Айдаһар жапқан
       *[other] { $count } ұпай, Айдаһар жапқан
    }
grimwood-info-combo-card = { $name }: { $help }
grimwood-end-total =
    { $count ->
        [one] { $count } ұпай
       *[other] { $count } ұпай
    }
grimwood-end-no_combos = Жиынтық жоқ, сондықтан ұпай да жоқ.
grimwood-button-draw = Карта тарту
grimwood-button-end = Кезекті аяқтау
grimwood-button-set = Жиынтық құру: { $kind }
grimwood-button-new = Жаңа жиынтық бастау
grimwood-button-new-no_power = Жаңа жиынтық, қабілетсіз
grimwood-button-no_power = { $label }, қабілетсіз
grimwood-button-rune_power = Тағы бір қабілет үшін Руна ойнау
grimwood-button-into = Жиынтыққа қосу: { $kind } ({ $cards })
grimwood-button-cancel = Болдырмау
grimwood-button-power = Қолдану: { $card }
grimwood-button-skip = Қабілетсіз
grimwood-button-keep = Қолда қалдыру
grimwood-button-block = Тұмармен бөгеу
grimwood-button-allow = Жол беру
grimwood-button-steal = { $name } ойыншыдан ұрлау
grimwood-button-seat = { $name }
grimwood-hint-draw = Тарту
grimwood-hint-steal = Ұрлау
grimwood-hint-choose = Таңдау
grimwood-hint-pick_first = Алдымен қолыңыздан тылсым мақұлық таңдаңыз.
grimwood-hint-not_yours = Бұл жиынтық сіздікі емес.
grimwood-start = Орман таратылды: әркімге 3 карта.
grimwood-turn =
    { $final ->
        [true] Соңғы кезек: { $seat }
       *[other] Кезек: { $seat }
    }
grimwood-draw =
    { $card ->
        [none] { $who } карта тартты.
       *[other] { $who } карта тартты: { $card }.
    }
grimwood-last_card = { $who } дестедегі соңғы картаны тартты: қалғандар соңғы рет кезек ойнайды.
grimwood-try_steal = { $who } { $victim } ойыншыдан ұрламақ болады.
grimwood-steal =
    { $card ->
        [none] { $who } { $victim } ойыншыдан карта ұрлады.
       *[other] { $who } { $victim } ойыншыдан ұрлады: { $card }.
    }
grimwood-discard_random = { $who } карта тастады (кездейсоқ таңдалды): { $card }.
grimwood-rune = { $who } Руна ойнады: тағы 2 әрекет.
grimwood-set = { $who } жиынтық құрды: { $cards }.
grimwood-amulet_mode = { $who } Тұмарын «{ $mode }» күйіне қойды.
grimwood-end_turn = { $who } кезегін аяқтады.
grimwood-lay = { $who } қойды: { $cards }.
grimwood-discard = { $who } тастады: { $card }.
grimwood-amulet = { $who } Тұмармен { $thief } ойыншының ұрлығын бөгеді.
grimwood-turn_lost = { $who } кезегінің қалған бөлігін өткізеді.
grimwood-runes_discarded = Осы кезекте ойналған руналар тастау үйіндісіне түседі.
grimwood-skip = Қасқыр-адамның кесірінен { $who } бұл кезегін өткізеді.
grimwood-game_over = Ойын аяқталды: { $result }.
grimwood-log-score = { $name } { $score }
grimwood-log-nothing = ештеңе
grimwood-power =
    { $via ->
        [none] { $who } { $card } қабілетін қолданады.
       *[other] { $who } { $card } қабілетін қолданады ({ $via } арқылы).
    }
grimwood-take_discard = { $who } тастау үйіндісінен алды: { $card }.
grimwood-dwarf_deck =
    { $card ->
        [none] { $who } дестенің үстіңгі картасын алды.
       *[other] { $who } дестенің үстінен алды: { $card }.
    }
grimwood-laraki = { $who } тастау үйіндісінен алды: { $cards }.
grimwood-look =
    { $cards ->
        [none] { $who } { $target } ойыншының қолын қарады.
       *[other] { $who } { $target } ойыншының қолын қарады: { $cards }.
    }
grimwood-swap_hands = { $who } { $target } ойыншымен қол алмасты.
grimwood-werewolf = { $who } { $target } ойыншыны келесі кезегінен айырады.
grimwood-sacrifice = { $who } Мыстанға жиынтығын құрбан етті.
grimwood-demon = { $who } { $owner } ойыншының жиынтығын тастау үйіндісіне жіберді.
grimwood-highwayman = { $who } { $owner } ойыншымен жиынтық алмасты.
grimwood-sorceress = { $who } { $owner } ойыншының жиынтығын өзіне алды.
grimwood-take_played = { $who } { $owner } ойыншыдан алды: { $card }.
grimwood-dwarf_keep = { $who } бір картаны қалдырып, мынаны тастады: { $discarded }.
grimwood-laraki_keep = { $who } өзіне қалдырды: { $card }.
grimwood-laraki_give = { $who } { $target } ойыншыға берді: { $card }.
grimwood-give =
    { $card ->
        [none] { $who } { $target } ойыншыға карта берді ({ $name }).
       *[other] { $who } { $target } ойыншыға берді: { $card }.
    }
grimwood-amazon =
    { $givers ->
        [none] { $who } карта атады: { $name }. Ешкімде ондай карта болмады.
       *[other] { $who } карта атады: { $name }. Біреуін бергендер: { $givers }.
    }
grimwood-refuse-game_over = Ойын аяқталды: нәтижелерді қараңыз немесе жаңа ойын бастаңыз.
grimwood-refuse-no_action = Осы кезекте әрекетіңіз қалмады. Жиынтық құра аласыз немесе кезегіңізді аяқтаңыз.
grimwood-refuse-deck_empty = Десте бос: тартатын ештеңе қалмады. Оның орнына басқа ойыншының қолынан ұрлаңыз.
grimwood-refuse-steal_self = Өзіңізден ұрлай алмайсыз. Қолында картасы бар басқа ойыншыны таңдаңыз.
grimwood-refuse-steal_no_seat = Мұндай ойыншы жоқ. Басқа ойыншылардың бірін таңдаңыз.
grimwood-refuse-steal_empty_hand = { $seat } ойыншының қолында карта жоқ, алатын ештеңе жоқ. Қолында картасы бар ойыншыны таңдаңыз.
grimwood-refuse-not_in_hand = Бұл карта қолыңызда жоқ ({ $card }). Қолыңыздағы карталардың бірін таңдаңыз.
grimwood-refuse-no_such_card = Мұндай карта жоқ. Қолыңыздағы карталардың бірін таңдаңыз.
grimwood-refuse-not_a_rune = { $card } — Руна емес, сондықтан қосымша әрекет бермейді. Ойнау үшін Руна картасын, ал қою үшін тылсым мақұлықты басыңыз.
grimwood-refuse-not_supernatural = { $card } жалғыз қойылмайды: мұны тек тылсым мақұлықтар істей алады. Жапалақтар, Қарғалар мен мекендер толық жиынтық қолыңызға жиналғанда үшеуі бірге қойылады.
grimwood-refuse-set_variant = Үш бірдей мекен ({ $kind }) тек ойынды дайындағанда таңдалған нұсқада ғана жиынтық құрайды. Оның орнына Соқпақ, Батпақ және Алаңқайды бірге қойыңыз.
grimwood-refuse-set_missing = Бұл жиынтықты құру үшін қолыңызда мыналар болуы керек: { $need }. Үшеуі бірге қойылады. Алдымен жетпейтін карталарды тартыңыз немесе ұрлаңыз.
grimwood-refuse-no_such_set = Мұндай жиынтық жоқ. Үш Жапалақты, үш Қарғаны немесе Соқпақ, Батпақ және Алаңқайды бірге қоюға болады.
grimwood-refuse-amulet_same = Тұмарыңыз онсыз да «{ $mode }» күйінде тұр. Басқа күйді таңдаңыз немесе солай қалдырыңыз.
grimwood-refuse-amulet_mode = Тұмарды «Менен сұрау», «Әрқашан бөгеу» немесе «Ешқашан бөгемеу» күйіне қоюға болады. Солардың бірін таңдаңыз.
grimwood-refuse-not_your_combo = Бұл жиынтық { $owner } ойыншыныкі. Тылсым мақұлықтарыңыз тек өз жиынтықтарыңызға қосылады: өз жиынтығыңызды таңдаңыз немесе жаңасын бастаңыз.
grimwood-refuse-no_such_combo = Бұл жиынтық үстелде жоқ. Жарықтанған жиынтықтардың бірін таңдаңыз.
grimwood-refuse-locked_join = Бұл жиынтықта Айдаһар бар: ол жабық, оған ешбір карта қосылмайды. Басқа жиынтығыңызды таңдаңыз немесе жаңасын бастаңыз.
grimwood-refuse-not_supernatural_combo = Жиынтығыңыз ({ $kind }) өзгермейді: жаңа мақұлықтар тек тылсым мақұлықтар жиынтығына қосылады. Тылсым мақұлықтар жиынтығын таңдаңыз немесе жаңасын бастаңыз.
grimwood-refuse-combo_full = Бір жиынтықта ең көбі { $cap } тылсым мақұлық болады, ал бұлар оны одан да үлкейтеді. Басқа жиынтықты таңдаңыз немесе жаңасын бастаңыз.
grimwood-refuse-lay_cap = Бірге ең көбі { $cap } тылсым мақұлық қойылады. Қазір бұлардың жиынтығын таңдаңыз, қалғандарын кейін қойыңыз.
grimwood-refuse-already_chosen = { $card } таңдалып қойған. Қолыңыздан тағы бір тылсым мақұлық қосыңыз немесе олар қосылатын жиынтықты таңдаңыз.
grimwood-refuse-power_no_action = Қабілетті қолдану бір әрекет алады, ал сізде әрекет қалмады. Жалғастыру үшін «Қабілетсіз» дегенді таңдаңыз.
grimwood-refuse-one_power = Бірге қойылған тылсым мақұлықтар, сізде Руна болмаса, тек бір қабілет береді. Сізде Руна жоқ: жалғастыру үшін «Қабілетсіз» дегенді таңдаңыз.
grimwood-refuse-one_power_rune = Бірге қойылған тылсым мақұлықтар, сізде Руна болмаса, тек бір қабілет береді. Алдымен Рунаңызды ойнаңыз (ол бір әрекет алып, екеуін береді), содан кейін осы қабілетті қолданыңыз.
grimwood-refuse-rune_not_now = Мұнда Рунаңыз ештеңе бермейді. Қабілеттердің бірін немесе «Қабілетсіз» дегенді таңдаңыз.
grimwood-refuse-power_not_laid = Қазір тек жаңа ғана қойған тылсым мақұлықтарыңыз қабілетін қолдана алады. Солардың бірін немесе «Қабілетсіз» дегенді таңдаңыз.
grimwood-refuse-power_idle = { $card } қабілеті қазір ешнәрсеге әсер ете алмайды. Басқа қабілетті немесе «Қабілетсіз» дегенді таңдаңыз.
grimwood-refuse-locked_power = Бұл жиынтықта Айдаһар бар: оған ешбір қабілет әсер етпейді. Басқа жиынтықты таңдаңыз.
grimwood-refuse-locked_card = Бұл мақұлық Айдаһармен бір жиынтықта тұр: оған ешбір қабілет әсер етпейді. Басқасын таңдаңыз.
grimwood-refuse-combo_theirs = Бұл қабілет сіздің емес, басқа ойыншының жиынтығына әсер етеді. Солардың жиынтығын таңдаңыз.
grimwood-refuse-combo_mine = Айырбасқа беретін өз жиынтығыңыздың бірін таңдаңыз.
grimwood-refuse-combo_sacrifice = Мыстанға құрбан ету үшін үш Жапалақ немесе үш Қарға жиынтығыңыздың бірі керек. Солардың бірін таңдаңыз.
grimwood-refuse-bride_male = Қалыңдық басқа ойыншының жиынтығынан тек ер тылсым мақұлықты (Құбыжық, Жын, Дракула, Ергежейлі, Алып, Сиқыршы, Тролль немесе Қасқыр-адам) алады. Солардың бірін таңдаңыз.
grimwood-refuse-elf_choice = Эльф жиынтықтарыңыздағы басқа тылсым мақұлықтың қабілетін қайта қолданады, ал ол қабілет қазір бір нәрсе істей алуы керек. Жарықтанған карталардың бірін таңдаңыз.
grimwood-refuse-nymph_choice = Нимфа басқа ойыншының жиынтығынан тылсым мақұлықты алады. Жарықтанған карталардың бірін таңдаңыз.
grimwood-refuse-card_choice = Көрсетілген карталардың бірін таңдаңыз.
grimwood-refuse-no_amulet = Сізде Тұмар жоқ, сондықтан бөгей алмайсыз. «Жол беру» дегенді таңдаңыз.
grimwood-refuse-player_self = Бұл қабілет сізге емес, басқа ойыншыға әсер етеді. Басқалардың бірін таңдаңыз.
grimwood-refuse-player_choice = Жарықтанған ойыншылардың бірін таңдаңыз.
grimwood-refuse-name_choice = Ойындағы картаны атаңыз: жануар, мекен, Руна, Тұмар немесе тылсым мақұлықты атымен (Амазонкадан басқа).
grimwood-refuse-goblins_steal = Гоблиндер тек ұрлайды: олар дестеден ештеңе тартпайды. Қолында картасы бар ойыншыны таңдаңыз.
grimwood-refuse-eternals_full = Қолыңызда онсыз да { $cap } карта бар: Мәңгіліктерге толтыратын ештеңе қалмады.
grimwood-refuse-play_now_choice = Қазір жаңа ғана алған тылсым мақұлықты немесе Рунаны ғана ойнауға болады. Солардың бірін таңдаңыз немесе оларды қолыңызда қалдырыңыз.
grimwood-refuse-discard_choice =
    { $count ->
        [one] Тастайтын картаны қолыңыздан таңдаңыз: сізде { $count } артық карта бар.
       *[other] Тастайтын картаны қолыңыздан таңдаңыз: сізде { $count } артық карта бар.
    }
grimwood-refuse-step-turn = Қазір мұны істеуге болмайды. Өз кезегіңізде карта тартуға, ұрлауға, тылсым мақұлық қоюға, Руна ойнауға, жиынтық құруға немесе кезегіңізді аяқтауға болады.
grimwood-refuse-step-lay = Алдымен қойып жатқан тылсым мақұлықтарыңыз қайда баратынын таңдаңыз: жиынтықтарыңыздың біріне немесе жаңасына. Не қолыңыздан тағы біреуін қосыңыз, не болдырмаңыз.
grimwood-refuse-step-power = Алдымен жаңа ғана қойған тылсым мақұлықтарыңыздың қабілеттерін шешіңіз: біреуін қолданыңыз немесе «Қабілетсіз» дегенді таңдаңыз.
grimwood-refuse-step-place = Алдымен бұл тылсым мақұлық қосылатын жиынтықты таңдаңыз: өзіңіздің біреуін немесе жаңасын.
grimwood-refuse-step-play_now = Алдымен жаңа ғана алған карталарыңызды шешіңіз: біреуін қазір ойнаңыз немесе қолыңызда қалдырыңыз.
grimwood-refuse-step-player = Алдымен бұл қабілет үшін ойыншыны таңдаңыз.
grimwood-refuse-step-combo = Алдымен бұл қабілет үшін жиынтықты таңдаңыз.
grimwood-refuse-step-card = Алдымен көрсетілген карталардың бірін таңдаңыз.
grimwood-refuse-step-name = Алдымен Амазонка үшін карта атаңыз.
grimwood-refuse-step-source = Алдымен таңдаңыз: дестеден тарту немесе ойыншыдан ұрлау.
grimwood-refuse-step-amulet = Алдымен қолыңыздан ұрлыққа жауап беріңіз: оны Тұмармен бөгеңіз немесе жол беріңіз.
grimwood-refuse-step-discard = Қолыңызда 7-ден көп карта бар: алдымен тастайтын карталарды таңдаңыз.
grimwood-need-owls = үш Жапалақ
grimwood-need-crows = үш Қарға
grimwood-need-locations = Соқпақ, Батпақ және Алаңқай
grimwood-need-paths = үш Соқпақ
grimwood-need-swamps = үш Батпақ
grimwood-need-clearings = үш Алаңқай
grimwood-prompt-turn =
    { $count ->
        [one] Сіздің кезегіңіз: { $count } әрекет қалды. Карта тартыңыз, ұрлаңыз, ойнаңыз немесе жиынтық құрыңыз.
       *[other] Сіздің кезегіңіз: { $count } әрекет қалды. Карта тартыңыз, ұрлаңыз, ойнаңыз немесе жиынтық құрыңыз.
    }
grimwood-prompt-turn-none = Әрекет қалмады: жиынтық құра аласыз, бірақ қазір қойылған тылсым мақұлық қабілетін қолдана алмайды. Немесе кезегіңізді аяқтаңыз.
grimwood-prompt-lay = Тағы тылсым мақұлық қосыңыз немесе олар баратын жиынтықты таңдаңыз.
grimwood-prompt-lay_no_power = Әрекет қалмады: бұл тылсым мақұлықтар қабілетін қолданбай қойылады. Олардың жиынтығын таңдаңыз, тағы қосыңыз немесе болдырмаңыз.
grimwood-prompt-power = Жаңа ғана қойған тылсым мақұлықтарыңыздың бір қабілетін қолданыңыз немесе ешқайсысын қолданбаңыз.
grimwood-prompt-power-rune = Бірге қойылған тылсым мақұлықтар, сізде Руна болмаса, бір қабілет береді: көбірек қолдану үшін Рунаңызды ойнаңыз (ол бір әрекет алып, екеуін береді). Қабілетті, Рунаңызды немесе «Қабілетсіз» дегенді таңдаңыз.
grimwood-prompt-power-rune_only = Бұл тылсым мақұлықтардың бір қабілетін қолдандыңыз. Рунаңызбен (ол бір әрекет алып, екеуін береді) тағы біреуін қолдана аласыз: оны ойнаңыз немесе «Қабілетсіз» дегенді таңдаңыз.
grimwood-prompt-power-free = Жаңа ғана алған картаңыздың қабілетін тегін қолдана аласыз, қаламасаңыз, қолданбаңыз.
grimwood-prompt-place = Жиынтықты таңдаңыз: { $card } қайда қосылады?
grimwood-prompt-play_now = Жаңа ғана алған карталарыңыздың бірін ойнаңыз немесе оларды қолыңызда қалдырыңыз.
grimwood-prompt-player = Ойыншыны таңдаңыз.
grimwood-prompt-boogeyman = Құбыжық: қол алмасатын ойыншыны таңдаңыз.
grimwood-prompt-dracula = Дракула: 2 карта ұрлайтын ойыншыны таңдаңыз.
grimwood-prompt-hydra = Гидра: қолын қарайтын ойыншыны таңдаңыз.
grimwood-prompt-shadow_queen = Көлеңке ханшайымы: кездейсоқ карта ұрлайтын ойыншыны таңдаңыз.
grimwood-prompt-troll = Тролль: кездейсоқ карта тастайтын ойыншыны таңдаңыз.
grimwood-prompt-werewolf = Қасқыр-адам: келесі кезегін өткізетін ойыншыны таңдаңыз.
grimwood-prompt-combo = Жиынтықты таңдаңыз.
grimwood-prompt-demon = Жын: тастау үйіндісіне жіберетін жиынтықты таңдаңыз.
grimwood-prompt-highwayman_theirs = Қарақшы: басқа ойыншыдан алатын жиынтықты таңдаңыз.
grimwood-prompt-highwayman_mine = Қарақшы: айырбасқа беретін өз жиынтығыңызды таңдаңыз.
grimwood-prompt-sorceress_sacrifice = Мыстан: құрбан ететін Жапалақтарыңызды немесе Қарғаларыңызды таңдаңыз.
grimwood-prompt-sorceress_take = Мыстан: өзіңізге алатын жиынтықты таңдаңыз.
grimwood-prompt-card = Картаны таңдаңыз.
grimwood-prompt-nymph = Нимфа: басқа ойыншыдан алатын тылсым мақұлықты таңдаңыз; оның қабілеті де бірге келеді.
grimwood-prompt-bride = Қалыңдық: басқа ойыншыдан алатын ер тылсым мақұлықты таңдаңыз.
grimwood-prompt-elf = Эльф: қабілетін қайта қолданатын, өзіңіз бақылайтын тылсым мақұлықты таңдаңыз.
grimwood-prompt-giant = Алып: тастау үйіндісінен карта таңдаңыз.
grimwood-prompt-faeries =
    { $count ->
        [one] Перілер: тастау үйіндісінен тағы { $count } карта таңдаңыз.
       *[other] Перілер: тастау үйіндісінен { $count } карта таңдаңыз.
    }
grimwood-prompt-dwarf = Ергежейлі: қалдыратын картаны таңдаңыз; екіншісі тасталады.
grimwood-prompt-laraki_keep = Лараки: өзіңізге қалдыратын картаны таңдаңыз.
grimwood-prompt-laraki_give = Лараки: { $to } алатын картаны таңдаңыз.
grimwood-prompt-name = Картаны атаңыз.
grimwood-prompt-amazon = Амазонка: карта атаңыз; ондай картасы бар әр басқа ойыншы оны сізге беруі керек.
grimwood-prompt-source = Тартыңыз немесе ұрлаңыз.
grimwood-prompt-ghouls = Гульдер: карта тартыңыз немесе біреудің қолынан бір карта ұрлаңыз.
grimwood-prompt-goblins =
    { $count ->
        [one] Гоблиндер: тағы { $count } ұрлық қалды, ойыншыны таңдаңыз.
       *[other] Гоблиндер: { $count } ұрлық қалды, келесісі үшін ойыншыны таңдаңыз.
    }
grimwood-prompt-eternals =
    { $count ->
        [one] Мәңгіліктер: тағы { $count } карта, тартыңыз немесе ұрлаңыз.
       *[other] Мәңгіліктер: тағы { $count } карта, тартыңыз немесе ұрлаңыз.
    }
grimwood-prompt-amulet = { $thief } қолыңыздан ұрламақ. Тұмармен бөгейсіз бе?
grimwood-prompt-discard =
    { $count ->
        [one] Карта тым көп: тағы { $count } карта тастаңыз.
       *[other] Карта тым көп: тағы { $count } карта тастаңыз.
    }
