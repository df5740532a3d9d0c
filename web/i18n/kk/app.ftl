app-title = Garden Table
app-tagline = Браузердегі үстел ойындары: тіркелгі де, сервер де керек емес, интернетсіз де жұмыс істейді.
loading-title = Үстел дайындалуда…
loading-stage-download = Ереже қозғалтқышы жүктелуде
loading-stage-start = Python іске қосылуда
loading-stage-engine = Ойын ережелері жүктелуде
loading-stage-ready = Дайын
loading-stage-error = Іске қосылмады
loading-ms = { $s } с
loading-error = Ереже қозғалтқышы іске қосылмады: { $message }
loading-retry = Қайталау
loading-hint = Алғаш кіргенде шамамен 14 МБ жүктеледі; келесі жолы ойын кэштен, тіпті интернетсіз де ашылады.
home-games = Ойындар
home-players = { $min }–{ $max } ойыншы
home-new = Жаңа ойын
home-rules = Ережелер
home-resume-title = Сіздің ойындарыңыз
home-resume = Жалғастыру
home-saved-detail = { $players } · { $progress } · соңғы рет: { $when }
home-saved-moves =
    { $count ->
        [one] 1 жүріс
       *[other] { $count } жүріс
    }
home-saved-turn = { $count }-кезек
home-saved-round = { $count }-раунд
home-saved-over = Аяқталған
home-saved-look = Қарау
home-saved-delete = Жою
home-saved-delete-confirm = Жою үшін қайта басыңыз
home-import = Сақталған ойынды ашу (.json)…
home-import-title = Файлдағы ойын
home-import-error = Бұл файл ашылмады: { $message }
home-import-unreadable = Бұл файлды оқу мүмкін болмады.
home-footer = Бәрі осы құрылғыда жұмыс істейді. Сақталған ойындар экспорттамасаңыз, осы браузерде қалады.
setup-title = Жаңа ойын: { $game }
setup-players = Ойыншылар
setup-seat = { $n }-орын
setup-name = Аты
setup-kind = Кім ойнайды
setup-kind-human = Адам
setup-kind-bot = Компьютер
setup-level = Деңгей
setup-level-easy = Оңай
setup-level-normal = Қалыпты
setup-level-hard = Қиын
setup-level-easy-about = Алдын сәл ғана болжайды, жақсы жүрісті жиі байқамай қалады: ойынды үйренуге ыңғайлы.
setup-level-normal-about = Әр жүріс алдында шамамен үштен бір секунд ойланады: тең ойын.
setup-level-hard-about = Әр жүріс алдында шамамен бір секунд ойланып, бар күшімен ойнайды.
bot-level-easy = оңай
bot-level-normal = қалыпты
bot-level-hard = қиын
setup-kind-same = { $name } ойнайтын адаммен бірдей
setup-colour = Түс
setup-options = Параметрлер
setup-seed = Кездейсоқтық кілті
setup-seed-hint = Кездейсоқ тарату үшін бос қалдырыңыз; бірдей кілт бірдей ойын береді.
setup-start = Ойынды бастау
setup-cancel = Болдырмау
setup-random = Кездейсоқ таңдау
setup-default_name = Ойыншы { $n }
setup-field = { $seat }: { $field }
setup-colour-option = { $colour } · { $insect }
setup-default_bot = Компьютер { $n }
setup-error = Ойын басталмады: { $message }
game-menu = Мәзір
game-undo = Болдырмау
game-log = Журнал
game-log-title = Жүрістер журналы
game-log-close = Журналды жабу
game-log-empty = Әзірге жүріс жоқ.
game-rules = Ережелер
game-export = Сақталған ойынды экспорттау (.json)
game-export-short = Ойынды экспорттау
game-home = Басты бетке шығу
game-new = Жаңа ойын
game-close_menu = Мәзірді жабу
game-thinking = { $name } (компьютер, { $level }) ойланып жатыр…
game-thinking-progress = { $name } ойланып жатыр: { $percent }% дайын
game-thinking-percent = { $percent }%
suggest-ask = Жүріс ұсыну
suggest-thinking = Ойлануда… { $percent }%
suggest-text = Ұсыныс: { $move }
suggest-play = Осылай жүру
suggest-ignore = Елемеу
game-over = Ойын аяқталды.
game-spectating = Бақылау
game-not_your_turn = Қазір кезек: { $name }.
game-prompt-for = { $name }: { $text }
game-busy = Сәл күтіңіз…
game-saved = Сақталды
game-exported = Сақталған ойын жүктелді: { $file }.
game-rules_updated = Бұл ойын ережелердің бұрынғы нұсқасында сақталған ({ $from } шығарылымы). Ойын сақталған жерінен түзетілген ережелермен жалғасады ({ $to } шығарылымы).
game-error = Рұқсат етілмейді: { $message }
refuse-not_now = Қазір бұлай істеуге болмайды. Не істей алатыныңызды жарықтанған орындар көрсетеді.
refuse-game_over = Ойын аяқталды: нәтижелерді қараңыз немесе мәзірден жаңа ойын бастаңыз.
refuse-not_your_turn = Қазір кезек: { $seat }. Оның жүрісін күтіңіз немесе құрылғыны оған беріңіз.
refuse-unknown = Қазір бұлай істеуге болмайды. Не істей алатыныңызды жарықтанған орындар мен төмендегі батырмалар көрсетеді.
refuse-bad_level = «{ $level }» деген компьютер деңгейі жоқ: Оңай, Қалыпты немесе Қиын деңгейін таңдаңыз.
undo-none = Қайтарып алатын ештеңе жоқ: соңғы жүріс жасырын картаны ашты немесе кездейсоқтыққа байланысты болды.
undo-over = Ойын аяқталды: жүрістерді енді қайтарып алуға болмайды.
undo-other_seat = Соңғы жүрісті тек оны жасаған ойыншы ғана қайтарып ала алады.
undo-why-start = Әзірге қайтарып алатын ештеңе жоқ: бірде-бір жүріс жасалмады.
undo-why-revealed = Болдырмау өшірулі: карта ашылды, сондықтан одан бұрынғы жүрістер өзгермейді.
undo-why-chance = Болдырмау өшірулі: соңғы жүріс кездейсоқтыққа байланысты болды (араластыру немесе тарту), сондықтан ол қалады.
undo-why-other_person = Болдырмау өшірулі: содан бері басқа ойыншы жүріс жасады, ал өз жүрісін тек сол ғана қайтарып ала алады.
undo-why-other_seat = Болдырмау өшірулі: соңғы жүріс басқа ойыншыныкі.
undo-why-watching = Бақылап отырғанда болдырмау өшірулі.
undo-why-over = Ойын аяқталды: жүрістерді енді қайтарып алуға болмайды.
undo-why-computer = Болдырмау өшірулі: компьютердің жүрісі көрсетіліп жатыр.
undo-why-not_yours = Болдырмау өшірулі: соңғы жүріс басқа ойыншыныкі.
undo-why-none = Қазір қайтарып алатын ештеңе жоқ.
playback-step = Қадам { $n }/{ $of }: { $text }
playback-continue = Жалғастыру
playback-pause = Кідірту
playback-resume = Әрі қарай
playback-skip = Соңына өту
playback-pace = Қадамдар жылдамдығы
playback-pace-step = Бір-бір қадаммен
playback-pace-slow = Автоматты, баяу
playback-pace-fast = Автоматты, жылдам
game-engine_error = Қозғалтқыш ақау туралы хабарлады: { $message }
game-bots_only = Тек компьютер ойыншылар: ойынды бақылап отырсыз.
game-turn_over = { $name }: { $what } Құрылғыны бермес бұрын қолыңыздағы карталарды жасырыңыз.
game-turn_over-hide = Қолымды жасырып, құрылғыны беру
summary-title = Соңғы жүрісіңізден бері ойнағандар: { $names }
summary-more =
    { $count ->
        [one] …және журналда тағы 1 жол бар.
       *[other] …және журналда тағы { $count } жол бар.
    }
summary-dismiss = Жабу үшін басыңыз.
handoff-title = Құрылғыны { $name } ойыншыға беріңіз
handoff-body = Ол дайын болғанша оның қолындағы карталар жасырын тұрады. Сығалауға болмайды!
handoff-confirm = Мен — { $name }: қолымды көрсету
end-title = Ойын аяқталды
end-winner = { $name } жеңді!
end-winners = Ортақ жеңіс: { $names }
end-team-won = Бәріңіз бірге жеңдіңіз!
end-team-lost = Бәріңіз бірге жеңілдіңіз.
end-place = Орын
end-player = Ойыншы
end-score = Ұпай
end-petals = Күлтелер
end-tokens = Токендер
end-deck = Дестеде қалғаны
end-tiebreak-none = {""}
end-tiebreak-deck = Ең жоғары ұпай тең түсті; теңдік ойыншы дестесінде қалған карталардың көптігімен шешілді.
end-tiebreak-shared = Ең жоғары ұпай да, дестелерде қалған карталар саны да тең түсті: жеңіс ортақ.
end-tokens_value = { $count } × 5
end-show_board = Тақтаны қарау
end-show_results = Нәтижелер
end-new = Жаңа ойын
end-home = Басты бет
end-export = Ойынды экспорттау
end-seed = Осы ойынның кездейсоқтық кілті: { $seed } (бірдей кілт дәл осы ойынды қайта береді).
cardview-close = Жабу
chooser-title = Не істегіңіз келеді?
chooser-cancel = Қажет емес
tip-close = Түсінікті
cardview-tip = Кеңес: картаның не істейтінін оқу үшін оны басып тұрыңыз (немесе тінтуірдің оң жақ батырмасын басыңыз); пернетақтада картаның үстінде I пернесін басыңыз.
toast-close = Жабу
toast-close-glyph = ×
time-just_now = жаңа ғана
time-minutes =
    { $count ->
        [one] { $count } минут бұрын
       *[other] { $count } минут бұрын
    }
time-hours =
    { $count ->
        [one] { $count } сағат бұрын
       *[other] { $count } сағат бұрын
    }
time-days =
    { $count ->
        [one] { $count } күн бұрын
       *[other] { $count } күн бұрын
    }
embed-loading = Позиция жүктелуде…
embed-error = Бұл тақтаны көрсету мүмкін болмады: { $message }
embed-error-fetch = { $src } оқылмады (HTTP { $status })
embed-error-origin = { $src } бұл сайттың файлы емес: мұнда тек осы сайттағы сақталған ойындарды көрсетуге болады
embed-error-size = { $src } сақталған ойын болуға тым үлкен
embed-error-game = { $game } ойынына арналған тақта жоқ
embed-over = Ойын аяқталды.
embed-bot = Компьютер жүрсін
embed-first = Басына оралу
embed-first-glyph = «
embed-back = Бір қадам артқа
embed-back-glyph = ‹
embed-next = Бір қадам алға
embed-next-glyph = ›
embed-last = Жазылған соңғы қадамға
embed-last-glyph = »
embed-counter = Қадам { $step }/{ $total }
embed-counter-extra = Қадам { $step }/{ $total }, одан кейін сіздің { $extra } қадамыңыз
embed-counter-position =
    { $count ->
        [one] Осы позициядан { $count } қадам жасалды
       *[other] Осы позициядан { $count } қадам жасалды
    }
embed-reset = Қайта бастау
colour-red = Қызыл
colour-blue = Көк
colour-yellow = Сары
colour-green = Жасыл
colour-wild = Жабайы
colour-red-adj = қызыл
colour-blue-adj = көк
colour-yellow-adj = сары
colour-green-adj = жасыл

# тіл таңдау (басты бет пен ойын мәзірі); әр тіл өз атауымен көрсетіледі
app-language = Тіл
