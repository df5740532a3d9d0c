# Lotus: атауы, параметрлері, тақтасы және қозғалтқыштың журнал, нұсқау мен бас тарту хабарлары.
# { $cards } — дайын тізім ("қызыл лалагүл, жабайы лалагүл"); гүл түрінің саны ($flower_type, $type) атауымен бірге келеді.

end-reason-lotus-final_turns_played = Бір десте таусылды, барлығы соңғы кезегін ойнап болды.
game-lotus-name = Lotus
game-lotus-tagline = Гүлдерді күлтелеп өсіріп, оларды бақылау үшін жәндік қорғаушыларыңызды жіберіңіз.
options-lotus-final_round = Соңғы раунд
options-lotus-final_round-everyone = Барлығы тағы бір кезек ойнайды (ереже бойынша)
options-lotus-final_round-finish_round = Тек ағымдағы раунд аяқталады (үй ережесі)
options-lotus-first_player = Бірінші ойыншы
options-lotus-first_player-random = Кездейсоқ таңдалады
options-lotus-first_player-seat = { $name } ({ $n }-орын)
insect-red = Қанқоңыз
insect-blue = Инелік
insect-yellow = Көбелек
insect-green = Жұлдызқұрт
lotus-flower-3 = ирис
lotus-flower-4 = примула
lotus-flower-5 = шие гүлі
lotus-flower-6 = лалагүл
lotus-flower-7 = лотос
lotus-power-elder = Ақсақал қорғаушы
lotus-power-path = Нұрлы жол
lotus-power-growth = Шексіз өсу
lotus-power-elder-short = Ақсақал
lotus-power-path-short = Жол
lotus-power-growth-short = Өсу
lotus-power-elder-help = Ақсақал қорғаушыңызды алыңыз: бақылауда ол 2 болып саналады.
lotus-power-path-help = Бұдан былай қолыңызда 5 карта болады.
lotus-power-growth-help = Бір түрдегі карталарды бір әрекетте қанша болса да ойнай аласыз.
lotus-reward-token = Ұпай токені (5 ұпай)
lotus-reward-token-help = Ойын соңында 5 ұпай береді.
lotus-card = { $colour } { $flower }
lotus-card-wild = жабайы { $flower }
lotus-card-hidden = карта
lotus-card-aria = { $flower } ({ $type }), { $colour }, { $symbols }
lotus-card-symbols =
    { $count ->
        [one] { $count } қорғаушы таңбасы
       *[other] { $count } қорғаушы таңбасы
    }
lotus-card-no_symbols = қорғаушы таңбасы жоқ
lotus-guardian = { $insect }
lotus-guardian-elder = ақсақал { $insect }
lotus-guardian-aria = { $name } ойыншының қорғаушысы: { $insect }
lotus-guardian-elder-aria = { $name } ойыншының ақсақал қорғаушысы (2 болып саналады)
lotus-board-garden = Бақ
lotus-board-bed-count = { $n }/{ $type }
lotus-board-bed-empty = Әзірге { $flower } өсіп тұрған жоқ
lotus-board-bed-start = Осында бастау: { $flower }
lotus-board-bed-aria = Гүл: { $flower }, { $n }/{ $type } күлте. { $cards }
lotus-board-bed-aria-empty = Гүл: { $flower }, әзірге өсіп тұрған жоқ
lotus-board-controls = бақылайды
lotus-board-tied = тең
lotus-board-strength-aria = { $name }: күші { $n }
lotus-board-nobody = Әзірге ешкімде күш жоқ
lotus-board-wild = Жабайы гүлдер
lotus-board-wild-deck = Десте
lotus-board-wild-deck-aria =
    { $count ->
        [one] Дестеде { $count } жабайы гүл қалды
       *[other] Дестеде { $count } жабайы гүл қалды
    }
lotus-board-wild-empty = Бос
lotus-board-hand = { $name } ойыншының қолы
lotus-board-hand-hidden = Қолдағы карталар жасырын
lotus-board-deck = Сіздің дестеңіз
lotus-board-deck-count =
    { $count ->
        [one] { $count } карта
       *[other] { $count } карта
    }
lotus-board-deck-aria = Сіздің дестеңіз, { $cards }
lotus-board-deck-aria-hint = Сіздің дестеңіз, { $cards }: { $hint }
lotus-board-hand-count = { $n }/{ $limit }
lotus-board-strength-leader = { $text } ({ $state })
lotus-board-seat-you = сіз
lotus-board-seat-bot = компьютер ({ $level })
lotus-board-seat-deck = Десте
lotus-board-seat-hand = Қол
lotus-board-seat-petals = Күлтелер
lotus-board-seat-tokens = Токендер
lotus-board-seat-score = Ұпай
lotus-board-seat-hand-count = { $n }/{ $limit }
lotus-board-seat-tokens-count = ×{ $count }
lotus-board-seat-supply = Қордағы қорғаушылар
lotus-board-seat-no_powers = Әзірге қабілет жоқ
lotus-board-seat-last_turn = соңғы кезек
lotus-board-seat-turn = ойнап жатыр
lotus-board-last = соңғы жүріс
lotus-board-status-turn = Кезек: { $name }
lotus-board-status-left =
    { $count ->
        [one] { $count } әрекет қалды
       *[other] { $count } әрекет қалды
    }
lotus-board-status-refill = қолды толтыру
lotus-board-status-reward = { $name } марапат таңдап жатыр
lotus-board-status-final = Соңғы раунд: { $name } дестесінің соңғы картасын тартты.
lotus-board-status-over = Ойын аяқталды.
lotus-board-selection =
    { $count ->
        [one] { $count } карта таңдалды
       *[other] { $count } карта таңдалды
    }
lotus-hint-confirm = Қазір алмастыру
lotus-hint-draw = Тарту
lotus-button-start = Жаңа гүл бастау: { $flower }
lotus-button-confirm =
    { $count ->
        [one] { $count } картаны алмастыру
       *[other] { $count } картаны алмастыру
    }
lotus-button-place = Гүлге қою: { $flower }
lotus-button-cancel = Болдырмау
lotus-group-exchange = Карталарды алмастыру…
lotus-choose-play = Ойнау: { $card }
lotus-choose-exchange = Дестемен алмастыру: { $card }
lotus-choose-move = Жылжыту: { $guardian }
lotus-choose-to = Осы гүлге жылжыту: { $flower }
lotus-choose-wild = Жабайы гүлдерден алу: { $card }
lotus-button-pass = Өткізу (ештеңе істеуге болмайды)
lotus-button-draw = Дестеңізден тарту
lotus-prompt-action =
    { $count ->
        [one] Соңғы әрекет: карта ойнаңыз не алмастырыңыз, немесе қорғаушыны жылжытыңыз.
       *[other] Әрекет жасаңыз ({ $count } қалды): ойнайтын не алмастыратын карталарды, немесе жылжытатын қорғаушыны таңдаңыз.
    }
lotus-prompt-play = Сол түрдегі тағы бір картаны қосыңыз немесе гүлді таңдаңыз.
lotus-prompt-exchange = Алмастыруға тағы бір карта қосыңыз немесе дәл қазір алмастыру үшін дестеңізді басыңыз.
lotus-prompt-move = Қорғаушы баратын гүлді таңдаңыз.
lotus-prompt-reward = Гүл сіздің бақылауыңызда ({ $flower }): марапат таңдаңыз.
lotus-prompt-refill = Қолыңызды { $limit } картаға дейін толтырыңыз: дестеңізден тартыңыз немесе жабайы гүл алыңыз.
lotus-play =
    { $new ->
        [true] { $who } жаңа гүл бастады{ $flower_type ->
           *[other] : { $flower } — { $cards }.
        }
       *[other] { $who } { $flower } үстіне ойнады: { $cards }.
    }
lotus-exchange =
    { $cards ->
        [none] { $who } { $count ->
            [one] 1 картаны
           *[other] { $count } картаны
        } алмастырды.
       *[other] { $who } карта алмастырды: { $cards } дестеге қайтты, тартқаны: { $drawn }.
    }
lotus-move =
    { $source ->
        [none] { $who } { $guardian } қорғаушысын { $flower } үстіне жіберді.
       *[other] { $who } { $guardian } қорғаушысын { $source } үстінен { $flower } үстіне жылжытты.
    }
lotus-pass = { $who } ештеңе істей алмай, жүрісін өткізді.
lotus-complete = Гүл толды ({ $flower }): { $seat } оның { $petals } күлтесін жинап алады. { $controllers ->
        [none] Оны ешкім бақыламайды.
       *[other] Бақылау: { $controllers }{ $tie ->
            [true] {" "}(тең)
           *[other] {""}
        }.
    }
lotus-reward =
    { $seat } { $choice ->
        [token] ұпай токенін
       *[other] «{ $power }» қабілетін
    } алады.
lotus-draw_deck =
    { $card ->
        [none] { $who } дестесінен карта тартты.
       *[other] { $who } дестесінен карта тартты: { $card }.
    }
lotus-draw_wild = { $who } жабайы гүлдерден алды: { $card }.
lotus-wild_refill = Жаңа жабайы гүлдер: { $cards }.
lotus-final_round = { $seat } дестесінің соңғы картасын тартты: соңғы раунд басталады.
lotus-turn =
    { $final ->
        [true] Соңғы кезек: { $seat }.
       *[other] Кезек: { $seat }.
    }
# lotus-claim соңы: ешкім ала алмаған күлтелер
lotus-claim-removed =
    { $removed ->
        [none] {""}
        [0] {""}
        [one] ; 1 күлте алынып тасталды
       *[other] ; { $removed } күлте алынып тасталды
    }
lotus-claim =
    { $seats ->
        [none] Толмаған гүлді ({ $flower }) ешкім бақыламайды: оның күлтелері алынып тасталады.
       *[other] { $count ->
            [one] { $seats } толмаған гүлді ({ $flower }) иеленіп, { $each ->
                [one] 1 күлте
               *[other] { $each } күлте
            } алады{ lotus-claim-removed }.
           *[other] { $seats } толмаған гүлді ({ $flower }) бөліседі: әрқайсысы { $each ->
                [one] 1 күлте
               *[other] { $each } күлте
            } алады{ lotus-claim-removed }.
        }
    }
lotus-game_over = Ойын аяқталды. Қорытынды ұпайлар: { $result }.
lotus-game_over-score = { $name } { $score }
lotus-info-colour = { $colour } { $insect }
lotus-info-card-title = { $colour } { $flower }
lotus-info-card-title-wild = Жабайы { $flower }
lotus-info-card-subtitle = { $colour } { $insect } дестесінің күлте картасы · { $symbols }
lotus-info-card-subtitle-wild = Жабайы гүлдің күлте картасы · { $symbols }
lotus-info-card-flower = { $type ->
       *[other] Бұл — { $flower } күлтесі. Гүл { $type } күлтеге толғанда ашылады ({ $flower }).
    }
lotus-info-card-symbols =
    { $count ->
        [one] Оның { $insect } таңбасы өзі өсетін гүлде { $owner } ойыншының күшіне 1 қосады.
       *[other] Оның { $count } { $insect } таңбасы өзі өсетін гүлде { $owner } ойыншының күшіне { $count } қосады.
    }
lotus-info-card-wild = Жабайы гүлде қорғаушы таңбасы жоқ: ол ешкімнің күшіне қосылмайды. Қолын толтырған кез келген ойыншы беті жоғары жатқан жабайы гүлді ала алады.
lotus-info-card-play = Оны тек { $flower } үстіне ойнауға болады, ал ондай гүл өсіп тұрмаса, жаңасын бастайды. Гүлдің соңғы күлтесін қойған ойыншы оның барлық картасын жинап алады: әрқайсысы 1 ұпай.
lotus-info-where-hand = Ол сіздің қолыңызда.
lotus-info-where-garden = Ол бақта өсіп тұр, гүлі: { $flower } ({ $n }/{ $type } күлте).
lotus-info-where-wild = Ол жабайы гүлдер арасында беті жоғары жатыр.
lotus-info-flower-rule =
    { $type ->
       *[other] Гүл { $type } күлтеге толғанда ашылады ({ $flower }).
    } Соңғы күлтені қойған ойыншы бәрін жинап алады; содан кейін гүлде күші ең көп ойыншы марапат таңдайды.
lotus-info-flower-growing = { $n }/{ $type } күлте
lotus-info-flower-empty = Өсіп тұрған жоқ: осы түрдің алғашқы картасы мұнда жаңа гүл бастайды.
lotus-info-flower-petals = Күлтелер: { $cards }.
lotus-info-flower-strength = Күш: { $list }.
lotus-info-flower-strength-one = { $name } { $n }
lotus-info-flower-leader = Гүл қазір ашылса, оны ({ $flower }) { $names } бақылар еді.
lotus-info-flower-tied = { $names } тең: гүл қазір ашылса, әрқайсысы марапат таңдар еді.
lotus-info-flower-guardians = Ондағы қорғаушылар: { $list }.
lotus-info-guardian-of = { $name } ойыншының қорғаушысы: { $guardian }
lotus-info-guardian-worth =
    { $count ->
        [one] Қорғаушы · күші { $count }
       *[other] Ақсақал қорғаушы · күші { $count }
    }
lotus-info-guardian-supply = Ол { $name } ойыншының қорында күтіп тұр.
lotus-info-guardian-on = Ол { $flower } үстінде тұр.
lotus-info-guardian-counts =
    { $count ->
        [one] Гүлде тұрғанда ол сол гүлдегі { $name } ойыншының күшіне { $count } қосады.
       *[other] Гүлде тұрғанда ол сол гүлдегі { $name } ойыншының күшіне { $count } қосады: ақсақал екі есе саналады.
    }
lotus-info-guardian-moves = Бір әрекетпен { $name } оны қордан немесе басқа гүлден кез келген толмаған гүлге жылжыта алады. Гүлі ашылғанда ол қорға қайтады.
lotus-info-power-subtitle = Ерекше қабілет, ойын соңына дейін сақталады
lotus-info-power-elder = Ақсақал қорғаушыңыз қорыңызға қосылады. Оны басқа қорғаушылар сияқты жылжытасыз, ал гүлде ол күшіңізге 2 болып саналады.
lotus-info-power-path = Қолыңызда 4 емес, 5 карта болады: қолды 5 картаға дейін толтырасыз. Қабілет басқа ойыншының кезегінде алынса, бесінші карта келесі толтыруда келеді.
lotus-info-power-growth = Күлте ойнағанда бірден 3 немесе одан көп карта ойнай аласыз: бәрі бір түрдегі және бір гүлге, бірақ гүлге әлі керек санынан артық емес.
lotus-info-power-how = Гүл ашылған сәтте оны бақылайтын ойыншы 5 ұпайлық токеннің орнына өзінде әлі жоқ қабілетті ала алады. Әр ойыншы әр қабілетті бір рет қана ала алады.
lotus-info-power-held = Иесі: { $names }.
lotus-info-power-nobody = Оны әлі ешкім алған жоқ.
lotus-refuse-now-action = Әрекет жасаңыз: қолыңыздан ойнайтын не алмастыратын карталарды немесе жылжытатын қорғаушыңызды таңдаңыз.
lotus-refuse-now-play = Сіз карта ойнап жатырсыз: сол гүлдің тағы бір картасын қосыңыз немесе карталарды қою үшін сол гүлді басыңыз.
lotus-refuse-now-exchange = Сіз карта алмастырып жатырсыз: тағы бір карта қосыңыз немесе алмастыру үшін дестеңізді басыңыз.
lotus-refuse-now-move = Сіз қорғаушыны жылжытып жатырсыз: ол баратын гүлді таңдаңыз немесе болдырмаңыз.
lotus-refuse-now-reward = Гүл ашылды: алдымен оны бақылайтын ойыншы марапат таңдайды.
lotus-refuse-now-refill = Екі әрекетіңіз аяқталды: қолыңызды дестеңізден немесе беті жоғары жатқан жабайы гүлдерден толтырыңыз.
lotus-refuse-tried-play = карта ойнау
lotus-refuse-tried-exchange = карта алмастыру
lotus-refuse-tried-move = қорғаушыны жылжыту
lotus-refuse-tried-pass = жүрісті өткізу
lotus-refuse-tried-place = карталарды гүлге қою
lotus-refuse-tried-confirm = алмастыруды аяқтау
lotus-refuse-tried-to = қорғаушыны гүлге жіберу
lotus-refuse-tried-reward = марапат таңдау
lotus-refuse-tried-draw = карта тарту
lotus-refuse-unknown = Бұл ойында мұндай жүріс жоқ. { $now }
lotus-refuse-not_now = Қазір { $tried } мүмкін емес. { $now }
lotus-refuse-malformed = Бұл жүріс түсініксіз болды. { $now }
lotus-refuse-not_in_hand = Бұл карта қолыңызда жоқ: қолыңыздағы карталардың бірін таңдаңыз.
lotus-refuse-already_chosen = Бұл картаны таңдап қойдыңыз ({ $card }): басқа картаны таңдаңыз.
lotus-refuse-exchange_deck_empty = Дестеңіз бос, жаңа карта тартуға болмайды: оның орнына карта ойнаңыз немесе қорғаушыны жылжытыңыз.
lotus-refuse-exchange_limit = Бір әрекетте ең көбі { $limit ->
        [one] 1 карта
       *[other] { $limit } карта
    } алмастыра аласыз: таңдаған карталарыңызды алмастыру үшін дестеңізді басыңыз.
lotus-refuse-exchange_deck_short = Дестеңізде тек { $deck ->
        [one] 1 карта
       *[other] { $deck } карта
    } бар, ал алмастырылған әр картаның орнына жаңасы тартылуы керек: таңдаған { $deck ->
        [one] картаңызды
       *[other] карталарыңызды
    } алмастыру үшін дестеңізді басыңыз.
lotus-refuse-types_mix = Әр түрлі гүлдер араласпайды: сіз { $flower } карталарын таңдадыңыз, ал бұл — { $card }. Тағы бір { $flower } картасын қосыңыз немесе карталарыңызды қою үшін гүлді басыңыз ({ $flower }).
lotus-refuse-play_limit = «Шексіз өсу» қабілетінсіз бір әрекетте ең көбі { $limit ->
        [one] 1 карта
       *[other] { $limit } карта
    } ойнай аласыз: таңдаған карталарыңызды қойып, қалғанын келесі әрекетте ойнаңыз.
lotus-refuse-no_room = Бұл гүлге ({ $flower }) тағы { $space ->
        [one] 1 күлте
       *[other] { $space } күлте
    } ғана сыяды: таңдаған карталарыңызды қойыңыз.
lotus-refuse-not_a_guardian = Бұл ойындағы қорғаушылардың бірі емес: өз қорғаушыларыңыздың бірін таңдаңыз.
lotus-refuse-not_your_guardian = Бұл қорғаушы ({ $guardian }) { $seat } ойыншыныкі: тек өз қорғаушыларыңызды жылжыта аласыз.
lotus-refuse-nowhere_to_go = { $guardian } қорғаушыңыз баратын басқа толмаған гүл жоқ: оның орнына карта ойнаңыз немесе алмастырыңыз.
lotus-refuse-move_no_flower = Гүл таңдалмады: { $guardian } қорғаушыңыз баратын толмаған гүлдердің бірін таңдаңыз.
lotus-refuse-move_not_a_flower = Бұл — бақтағы гүл емес: { $guardian } қорғаушыңыз баратын толмаған гүлдердің бірін таңдаңыз.
lotus-refuse-same_flower = { $guardian } қорғаушыңыз онсыз да { $flower } үстінде тұр: басқа толмаған гүлді таңдаңыз.
lotus-refuse-not_growing = Бақта { $flower } өсіп тұрған жоқ: { $guardian } қорғаушыңыз тек толмаған гүлге бара алады.
lotus-refuse-place_no_flower = Гүл таңдалмады: таңдаған карталарыңызды қою үшін гүлді басыңыз ({ $flower }).
lotus-refuse-not_a_flower = Бұл — бақтағы гүл емес: таңдаған карталарыңыз { $flower } үстіне қойылады.
lotus-refuse-wrong_flower = Таңдаған карталарыңыз — { $flower } карталары: оларды { $target } үстіне емес, тек { $flower } үстіне қоюға болады. Сол гүлді басыңыз ({ $flower }) немесе басқа карталарды таңдау үшін болдырмаңыз.
lotus-refuse-must_act = Әрекет жасауға болатын кезде жүрісті өткізуге болмайды: карта ойнаңыз не алмастырыңыз, немесе қорғаушыны жылжытыңыз.
lotus-refuse-power_held = «{ $power }» қабілеті сізде бар, ал әр қабілетті тек бір рет алуға болады: басқа қабілетті немесе ұпай токенін таңдаңыз.
lotus-refuse-unknown_reward = Бұл марапаттардың бірі емес: ұпай токенін немесе сізде әлі жоқ қабілетті таңдаңыз.
lotus-refuse-deck_empty = Дестеңіз бос: оның орнына беті жоғары жатқан жабайы гүлдердің бірін алыңыз.
lotus-refuse-not_in_wild_row = Бұл карта беті жоғары жатқан жабайы гүлдердің арасында жоқ: солардың бірін алыңыз немесе дестеңізден тартыңыз.
lotus-refuse-draw_where = Дестеңізден тартыңыз немесе беті жоғары жатқан жабайы гүлдердің бірін алыңыз.
