# Living Forest (Санки/Ониби промо карталары мен Кодама толықтыруымен): атауы, параметрлері,
# тақтасы, карталары және қозғалтқыштың журнал, нұсқау және бас тарту хабарлары.

# бонус әрекеттің қайдан келгені, әрекет сөздерінен кейін
lf-origin = { $origin ->
    [corner] {" "}(орман бұрышының бонусы)
    [stone] {" "}(шеңбер тасы)
    [animal] {" "}(жануардың бонус әрекеті)
   *[other] {""}
}

end-reason-living_forest-goal_reached = Әрекеттер кезеңінің соңында біреу мақсатқа жетті.
game-living_forest-name = Living Forest
game-living_forest-tagline = Қорғаушы жануарларды шақырып, қорғаныш ағаштарын отырғызып, Онибидің өрттерін тойтарыңыз: 12-ге бірінші жеткен жеңеді.
options-living_forest-promo = Санки мен Ониби промо карталары
options-living_forest-promo-false = Қолданылмайды
options-living_forest-promo-true = Қолданылады
options-living_forest-promo-true-about = Шеңбердің жанында: әрқайсысын 15 күнге баурауға болады.
options-living_forest-kodama = Кодама толықтыруы
options-living_forest-kodama-false = Қолданылмайды
options-living_forest-kodama-true = Ойналады
options-living_forest-kodama-true-about = Мақсат — 13, ал Кодама бумаларының бірі таусылғанда — 15.
options-living_forest-first_player = Қасиетті ағашты бірінші ұстайды
options-living_forest-first_player-random = Кездейсоқ таңдалады
options-living_forest-first_player-seat = { $name } ({ $n }-орын)
seatfield-living_forest-spirit = Рух
seatfield-living_forest-spirit-spring = Көктем (жасыл)
seatfield-living_forest-spirit-summer = Жаз (қызыл)
seatfield-living_forest-spirit-autumn = Күз (қызғылт сары)
seatfield-living_forest-spirit-winter = Қыс (көк)
end-tiebreak-living_forest-sum = Бірнеше Рух мақсатқа жетті: үш көрсеткіштің ең үлкен қосындысы жеңеді.
end-tiebreak-living_forest-shared = Бірнеше Рух үш көрсеткіштің бірдей қосындысымен мақсатқа жетті: жеңіс ортақ.
end-lf-nobody = Ешкім мақсатқа жеткен жоқ.
end-lf-why-goal = { $name } мақсатқа жетіп жеңді: { $what }.
end-lf-why-sum = Мақсатқа бірнеше Рух жетті, сондықтан үш көрсеткіштің қосындысы шешеді: { $name } ({ $what }) { $total } ұпаймен жеңді, қарсыластары: { $others }.
end-lf-why-shared = Әрқайсысы мақсатқа жетті: { $each }; үш көрсеткіштің қосындысы бірдей ({ $total }). Жеңіс ортақ: { $names }.
end-lf-who_reached = { $name }: { $what }
end-lf-who_reached_total = { $name }: { $total } ({ $what })
end-lf-count-trees-n =
    { $count ->
        [one] { $count } түрлі ағаш
       *[other] { $count } түрлі ағаш
    }
end-lf-count-fires-n =
    { $count ->
        [one] { $count } өрт
       *[other] { $count } өрт
    }
end-lf-count-flowers-n =
    { $count ->
        [one] { $count } қасиетті гүл
       *[other] { $count } қасиетті гүл
    }
end-lf-detail-winner = жеңді
end-lf-detail-qualified = мақсатқа жетті
end-lf-detail-best = ең жақсы көрсеткіш: { $n }
end-lf-detail-count = { $what }: { $n }/{ $goal }
end-lf-detail-total = {" "}· барлығы { $total }
handoff-body-living_forest = Қорғаушы жануарларды шақыру кезегі келді. Тартылған жануарлар тоқтағанша жасырын қалады. Басқалар қарамасын!
handoff-confirm-living_forest = Мен — { $name }: жануарларымды шақыру
end-lf-trees = Ағаштар
end-lf-count-trees = түрлі ағаш
end-lf-count-fires = өрт
end-lf-count-flowers = қасиетті гүл
end-lf-fires = Өрттер
end-lf-flowers = Гүлдер
end-lf-score = Барлығы
lf-element-sun = күн
lf-element-water = су
lf-element-seed = тұқым
lf-element-wind = жел
lf-element-flower = қасиетті гүл
lf-tile-fire = өрт
lf-tile-flower = гүл
lf-tile-tree = ағаш
lf-kind-fragment = сынық алу
lf-kind-attract = баурау
lf-kind-extinguish = сөндіру
lf-kind-plant = отырғызу
lf-kind-move = жылжу
lf-kind-call = Кодама шақыру
lf-stone-plant = ағаш отырғызу
lf-stone-fragment = сынық алу
lf-stone-attract = жануарларды баурау
lf-stone-extinguish = өртті сөндіру
lf-stone-call = Кодама шақыру
lf-marker-solitary = жалғызбасты
lf-marker-gregarious = үйірлі
lf-tree = { $cost } құнды ағаш
lf-tree-start = бастапқы ағаш
lf-tree-kodama = { $cost } құнды Кодама ағашы
lf-tree-per_kodama = әр Кодама таңбасына +1 { $element }
lf-tree-special = бір әрекетті екі рет орындауға мүмкіндік береді
lf-bonus = +{ $n } { $element }
lf-card-effect-sanki = 5 қасиетті гүл
lf-card-effect-onibi = осы раундта басқалар тек бір әрекет жасайды
lf-spirit-spring = Көктем
lf-spirit-summer = Жаз
lf-spirit-autumn = Күз
lf-spirit-winter = Қыс
lf-info-amount = { $n } { $element }
lf-info-title-tree = { $cost } құнды ағаш
lf-info-title-kodama_tree = { $cost } құнды Кодама ағашы
lf-info-title-start_tree = Бастапқы ағаш
lf-info-card-nothing = Көмекшілер қатарыңызда ол ешқандай элемент бермейді.
lf-info-card-gives = Көмекшілер қатарыңызда береді: { $gives }.
lf-info-card-takes = Көмекшілер қатарыңызда алып қояды: { $takes }.
lf-info-card-gives_takes = Көмекшілер қатарыңызда береді: { $gives }; алып қояды: { $takes }.
lf-info-marker-solitary = Жалғызбасты (қара таңба): ештеңе бейтараптамаған 3 қара таңба жиналса, тартуды тоқтатуыңыз керек және тек бір әрекет жасайсыз.
lf-info-marker-gregarious = Үйірлі (ақ таңба): қатарыңыздағы бір қара таңбаны бейтараптайды.
lf-info-effect-sanki = Қатарыңызда тұрғанда оның 5 қасиетті гүлі гүл мақсатыңызға есептеледі.
lf-info-effect-onibi = Қатарыңызда тұрғанда басқа әр Рух осы раундта тек бір әрекет жасайды.
lf-info-kodama_symbols =
    { $count ->
        [one] Онда 1 Кодама таңбасы бар: әрекеттеріңіз басталғанда таңбаларды сыныққа (2), элемент тақташасына (3) немесе қосымша әрекетке (4) жұмсаңыз.
       *[other] Онда { $count } Кодама таңбасы бар: әрекеттеріңіз басталғанда таңбаларды сыныққа (2), элемент тақташасына (3) немесе қосымша әрекетке (4) жұмсаңыз.
    }
lf-info-ability-same_action_twice = Қатарыңызда тұрғанда екі әрекетіңіз де мынау бола алады: { $kind }.
lf-info-ability-bonus_action = Қатарыңызда тұрғанда өз әрекеттеріңізге қоса бір бонус әрекет береді: { $kind } (раундына бір рет).
lf-info-cost-animal = Оны { $cost } күнге баураңыз: ол тарту дестеңіздің үстіне беті төмен қойылады. Раунд соңында шеңбер ортасына { $fire } мәнді өрт әкеледі.
lf-info-cost-promo = Оны { $cost } күнге баураңыз: ол тарту дестеңіздің үстіне беті төмен қойылады және өрт әкелмейді.
lf-info-cost-kodama = Қасиетті гүлдеріңіз саны { $cost } болғанда оны шақырыңыз (ештеңе төленбейді): ол тарту дестеңіздің үстіне қойылады, содан соң Ониби жылжиды.
lf-info-varan = Раунд соңында суы Онибидің өрттерінен аз Рухтарға Ониби Отты варандар береді. Жаңа ғана тартылған варанға жұмсалған сынық оны қорға қайтарады.
lf-info-sub-varan = Отты варан
lf-info-sub-kodama = Кодама картасы ({ $stack } бумасы)
lf-info-sub-kodama_start = Бастапқы Кодама картасы
lf-info-sub-promo = Промо карта, шеңбердің жанында
lf-info-sub-start = Бастапқы жануар
lf-info-sub-level = Қорғаушы жануар, { $level }-деңгей
lf-info-sub-tree = Қорғаныш ағашы, құны { $cost } тұқым
lf-info-sub-start_tree = Бастапқы ағаш
lf-info-sub-fire = Өрт токені
lf-info-sub-vtile = Жеңіс тақташасы
lf-info-sub-stone = Рухтар шеңбері
lf-info-sub-token = Токен
lf-info-sub-kodama_part = Кодама толықтыруы
lf-info-tree-start = Ойын басынан орманыңыздың ортасында тұрады және ағаш мақсатына бір түр ретінде есептеледі.
lf-info-tree-bonus = Отырғызылған соң біржола береді: { $bonus }. Ол осыдан кейінгі әр әрекетке, келесісін қоса, есептеледі.
lf-info-tree-special = Отырғызылған соң раундтағы екі әрекетіңіз бір түрлі бола алады.
lf-info-tree-per_kodama = Отырғызылған соң қатарыңыз бен орманыңыздағы әр Кодама таңбасы үшін 1 { $element } береді; әр раунд сайын қайта саналады.
lf-info-tree-symbols =
    { $count ->
        [one] Отырғызылған соң онда 1 Кодама таңбасы болады.
       *[other] Отырғызылған соң онда { $count } Кодама таңбасы болады.
    }
lf-info-tree-plant = Оны { $cost } тұқымға ағаштарыңыздың біріне көрші бос орынға отырғызыңыз (диагональ бойынша емес).
lf-info-tree-once = Әр Рух бұл түрді тек бір рет отырғыза алады.
lf-info-tree-goal = Орманыңыздағы әр түрлі ағаш ағаш мақсатына 1 болып есептеледі; бір түрдің екінші ағашы қайта есептелмейді.
lf-info-tree-left =
    { $count ->
        [one] Сөреде 1 қалды.
       *[other] Сөреде { $count } қалды.
    }
lf-info-fire-put_out = Оны { $value } сумен сөндіріңіз: токен сізде қалады, және мәніне қарамастан әрқайсысы өрт мақсатына 1 болып есептеледі.
lf-info-fire-attack = Раунд соңында Ониби ортада қалған өрттердің қосындысымен шабуыл жасайды: суы одан аз әр Рух әр өрт үшін бір Отты варан алады.
lf-info-vtile-fire = Өрт жеңіс тақташасы
lf-info-vtile-flower = Гүл жеңіс тақташасы
lf-info-vtile-tree = Ағаш жеңіс тақташасы
lf-info-vtile-counts-fire = Иесінің өрт мақсатына 1 болып есептеледі.
lf-info-vtile-counts-flower = Иесінің гүл мақсатына 1 болып есептеледі.
lf-info-vtile-counts-tree = Иесінің ағаш мақсатына 1 болып есептеледі.
lf-info-vtile-steal = Шеңберде иесінің Рухын аттап өткен Рух өзі таңдаған бір жеңіс тақташасын алады.
lf-info-etile = Элемент тақташасы
lf-info-etile-buy = Әрекеттеріңіз басталғанда 3 Кодама таңбасына сатып алынады; оны кейінгі раундқа сақтауға болады.
lf-info-etile-use = Әрекеттеріңіз кезінде қолданылса, раунд соңына дейін 2 күн, су немесе тұқым, не 1 жел немесе қасиетті гүл болады; содан соң қорға қайтады.
lf-info-stone-plant = Осы жерге тоқтаған Рух тұқымымен бірден ағаш отырғызады.
lf-info-stone-fragment = Осы жерге тоқтаған Рух сынық алады.
lf-info-stone-attract = Осы жерге тоқтаған Рух күнімен бірден жануарларды баурайды.
lf-info-stone-extinguish = Осы жерге тоқтаған Рух суымен бірден өрттерді сөндіреді.
lf-info-stone-call = Осы жерге тоқтаған Рух қасиетті гүлдерімен Кодама шақырады.
lf-info-stone-move = Желмен жылжығанда тек бос тастар саналады: жолдағы Рухтар аттап өтіледі, аттап өтілген әрқайсысы бір жеңіс тақташасынан айырылады.
lf-info-fragment = Сынық
lf-info-fragment-get = Әрекет ретінде сынық тасынан немесе орман бұрышынан бір сынық алыңыз.
lf-info-fragment-use = Жануарларды шақыру кезінде біреуін жұмсап, жаңа ғана тартқан картаңызды кері жібересіз (Отты варан өз қорына қайтады).
lf-info-sacred = Қасиетті ағаш
lf-info-sacred-text = Оның иесі осы раундта жануарларды бірінші шақырып, бірінші әрекет етеді; раунд соңында ол сағат тілімен келесі Рухқа өтеді.
lf-info-onibi-text = Кодаманы әр шақырғаннан кейін Ониби сағат тілімен жылжиды; аттап өткен әр Рух үшін ортаға мәні 2 өрт қосады. Жылжыған Рухтар да оны аттап өтеді.
lf-board-round = { $round }-раунд
lf-board-phase-draw = Қорғаушы жануарлар
lf-board-phase-actions = Әрекеттер
lf-board-phase-over = Ойын аяқталды
lf-board-status-draw = { $name } жануарларды шақырып жатыр
lf-board-status-act = { $name } әрекет етіп жатыр
lf-board-status-over = Ойын аяқталды.
lf-board-holder = Қасиетті ағаш: { $name }
lf-board-round_end = { $round }-раундтың соңы
lf-board-circle = Рухтар шеңбері
lf-board-centre = Ортадағы өрттер
lf-board-centre-total = Онибидің күші: { $total }
lf-board-centre-aria =
    { $count ->
        [one] Ортада { $count } өрт, барлығы { $total }
       *[other] Ортада { $count } өрт, барлығы { $total }
    }
lf-board-fire-aria = Мәні { $value } өрт
lf-board-stone-aria = { $n }-тас: { $action }
lf-board-stone-spirits = { $text }; мұнда тұрған Рух: { $names }
lf-board-market = Баурауға болатын қорғаушы жануарлар
lf-board-level = { $level }-деңгей
lf-board-level-deck =
    { $count ->
        [one] { $count } карта қалды
       *[other] { $count } карта қалды
    }
lf-board-slot-empty = Алынды
lf-board-promo = Шеңбердің жанында
lf-board-rack = Қорғаныш ағаштары
lf-board-rack-left = ×{ $left }
lf-board-rack-aria = { $tree }: құны { $cost } тұқым, { $bonus }, { $left } қалды
lf-board-supply = Қор
lf-board-varans = Отты варандар
lf-board-varans-left =
    { $count ->
        [one] Қорда { $count } Отты варан қалды
       *[other] Қорда { $count } Отты варан қалды
    }
lf-board-fragments = Сынықтар
lf-board-fragment-take = Сынық алу
lf-board-attracted = Осы раундта бауралғандар: { $a } · { $b } · { $c }
lf-board-players = Рухтар
lf-board-seat-aria = Орманы, қатары және үйінділері: { $name }
lf-board-seat-open = Көрсету
lf-board-seat-fold = Жасыру
lf-board-seat-open-aria = Орманын, қатарын және үйінділерін көрсету: { $name }
lf-board-seat-fold-aria = Орманын, қатарын және үйінділерін жасыру: { $name }
lf-board-card-level = { $level }-деңгей,{" "}
lf-board-pile-top-label = Үстінде:
lf-board-seat-you = сіз
lf-board-seat-bot = компьютер ({ $level })
lf-board-seat-holder = Қасиетті ағаш
lf-board-seat-state-waiting = тартуды күтуде
lf-board-seat-state-drawing = тартып жатыр
lf-board-seat-state-drawn = тартып болды
lf-board-seat-state-acting = әрекет етуде
lf-board-seat-state-done = аяқтады
lf-board-progress-trees = Түрлі ағаштар
lf-board-progress-fires = Өрттер
lf-board-progress-flowers = Қасиетті гүлдер
lf-board-progress-value = { $n }/{ $goal }
lf-board-progress-hidden = ?/{ $goal }
lf-board-forest = Орман: { $name }
lf-board-space-aria = Орман ұяшығы, { $col }-баған, { $row }-қатар: { $what }
lf-board-space-empty = бос
lf-board-corner-attract = осында отырғызсаңыз: баурау +{ $amount } күн
lf-board-corner-extinguish = осында отырғызсаңыз: сөндіру +{ $amount } су
lf-board-corner-fragments = осында отырғызсаңыз: { $amount } сынық
lf-board-line-bonus = Толғанда: +{ $n } { $element }
lf-board-line-bonus-full = Толды: біржола +{ $n } { $element }
lf-board-line = Көмекшілер қатары
lf-board-line-hidden = Әлі жануарларды шақырып жатыр…
lf-board-line-empty = Әзірге жануар жоқ
lf-board-totals = Күш (қатар + орман)
lf-board-totals-aria = { $element } { $total } (орманнан { $bonus })
lf-board-solitary = Жалғызбасты { $n }/3
lf-board-solitary-hidden = Жалғызбасты ?
lf-board-actions =
    { $count ->
        [one] Осы раундта { $count } әрекет
       *[other] Осы раундта { $count } түрлі әрекет
    }
lf-board-used = Жасалды: { $list }
lf-board-pile = Тарту дестесі
lf-board-pile-count =
    { $count ->
        [one] { $count } карта
       *[other] { $count } карта
    }
lf-board-pile-top = Үстінде: { $cards }
lf-board-pile-aria = Тарту дестеңіз, { $cards }: карта тартыңыз
lf-board-discard = Тастау үйіндісі
lf-board-discard-show = Тастау үйіндіңізді қарау ({ $count })
lf-board-discard-empty = Тастау үйіндіңіз бос.
lf-board-fires = Сөндірілген өрттер
lf-board-tiles = Жеңіс тақташалары
lf-board-tile-aria = Жеңіс тақташасы ({ $tile }): { $name }
lf-board-tiles-none = жоқ
lf-board-drawn = жаңа ғана тартылды
lf-board-card-aria = { $name }{ $marker }: { $elements }{ $cost }
lf-board-card-cost = , құны { $cost } күн
lf-board-card-nothing = элемент жоқ
lf-board-task-attract = Қалған күн: { $left }
lf-board-task-extinguish = Қалған су: { $left }
lf-board-task-kodama = Жұмсалатын Кодама таңбалары: { $left }
lf-board-kodama = Кодама
lf-board-kodama-stack-flower = Гүл бумасы
lf-board-kodama-stack-tree = Ағаш бумасы
lf-board-kodama-stack-water = Су бумасы
lf-board-kodama-count =
    { $count ->
        [one] { $count } карта
       *[other] { $count } карта
    }
lf-board-kodama-short-flower = Гүл
lf-board-kodama-short-tree = Ағаш
lf-board-kodama-short-water = Су
lf-board-kodama-empty = Бос: енді мақсат — 15
lf-board-kodama-removed =
    { $count ->
        [one] { $count } карта көрсетілмей шетке қойылды
       *[other] { $count } карта көрсетілмей шетке қойылды
    }
lf-board-kodama-goals = Мақсаттар: ағаш { $trees }, өрт { $fires }, гүл { $flowers }
lf-board-kodama-symbols = Қатар мен ормандағы Кодама таңбалары: { $n }
lf-board-kodama-cost = , { $cost } қасиетті гүлмен шақырылады
lf-board-card-symbols =
    { $count ->
        [one] , { $count } Кодама таңбасы
       *[other] , { $count } Кодама таңбасы
    }
lf-board-card-ability-same_action_twice = ; екі әрекет те бола алады: { $kind }
lf-board-card-ability-bonus_action = ; бонус әрекет: { $kind }
lf-board-onibi = Ониби
lf-board-onibi-aria = { $text }; Ониби фигурасы
lf-board-element_tiles = Элемент тақташалары
lf-board-element_tiles-aria =
    { $count ->
        [one] { $count } элемент тақташасы сақталған
       *[other] { $count } элемент тақташасы сақталған
    }
lf-board-element_used = Қолданылып жатқан тақташалар: { $list }
lf-board-extra =
    { $count ->
        [one] +{ $count } қосымша әрекет
       *[other] +{ $count } қосымша әрекет
    }
lf-board-bonus_actions = Бонус әрекеттер: { $list }
lf-button-draw = Карта тарту
lf-button-stop = Тартуды тоқтату
lf-button-discard_drawn = Сынық жұмсау: { $card }
lf-button-discard_drawn-help = Ол тастау үйіндіңізге түседі (Отты варан өз қорына қайтады).
lf-button-take_fragment = Сынық алу
lf-button-pass = Әрекеттерімді аяқтау
lf-button-clear = Қайта таңдау
lf-button-done-attract = Ешкімді баурамау
lf-button-done-attract-more = Баурауды аяқтау
lf-button-done-extinguish = Ештеңе сөндірмеу
lf-button-done-extinguish-more = Сөндіруді аяқтау
lf-button-done-plant = Ештеңе отырғызбау
lf-button-done-call = Кодама шақырмау
lf-button-done-kodama = Қалғанын сақтау
lf-button-kodama-fragment = Сынық (2 Кодама)
lf-button-kodama-tile = Элемент тақташасы (3 Кодама)
lf-button-kodama-action = Қосымша әрекет (4 Кодама)
lf-button-use_tile = Элемент тақташасын қолдану
lf-button-tile-cancel = Қазір емес
lf-prompt-tile = Тақташаңыз қай элементке айналатынын қатарыңыздың қосындылары арасынан таңдаңыз (+2 күн, су немесе тұқым; +1 жел немесе қасиетті гүл).
lf-button-bonus = Бонус ({ $card }): { $kind }
lf-button-bonus-cancel = Бонус әрекет емес
lf-prompt-bonus = Бонус әрекет ({ $card }): не істейтінін таңдаңыз.
lf-button-steal = Тақташасын алу: { $tile }
lf-button-move =
    { $count ->
        [one] 1 тасқа жылжу
       *[other] { $count } тасқа жылжу
    }
lf-hint-tree_first = Алдымен сөреден ағаш, содан соң орманыңыздан ұяшық таңдаңыз.
lf-prompt-tree_picked = Енді орманыңыздан ағашты отырғызатын орынды таңдаңыз: { $tree }.
lf-prompt-space_picked = Енді сол жерге отырғызатын ағашты таңдаңыз.
lf-try-draw = карта тарту
lf-try-discard_drawn = картаға сынық жұмсау
lf-try-stop = тартуды тоқтату
lf-try-take_fragment = сынық алу
lf-try-attract = жануар баурау
lf-try-extinguish = өрт сөндіру
lf-try-plant = ағаш отырғызу
lf-try-move = Рухыңызды жылжыту
lf-try-pass = әрекеттеріңізді аяқтау
lf-try-done = осы таңдауды аяқтау
lf-try-steal = жеңіс тақташасын алу
lf-try-kodama = Кодама таңбаларын жұмсау
lf-try-use_tile = элемент тақташасын қолдану
lf-try-call = Кодама шақыру
lf-buy-fragment = сынық
lf-buy-tile = элемент тақташасы
lf-buy-action = қосымша әрекет
lf-refuse-unknown = Бұл Living Forest ойынының жүрісі емес. Не істей алатыныңызды жарық орындар мен нұсқау астындағы батырмалар көрсетеді.
lf-refuse-other = Бұл қазір мүмкін емес. Не істей алатыныңызды жарық орындар мен нұсқау астындағы батырмалар көрсетеді.
lf-refuse-now-draw = Қазір «{ $tried }» мүмкін емес: Рухтар қорғаушы жануарларын шақырып жатыр. Дестеңізден карта тартыңыз немесе тартуды тоқтатыңыз; әрекеттер барлығы карта тартып болған соң басталады.
lf-refuse-now-action = Қазір «{ $tried }» мүмкін емес: әрекет ету уақыты. Әрекет таңдаңыз (жарық жануар, өрт, ағаш, тас немесе сынықтар) немесе әрекеттеріңізді аяқтаңыз.
lf-refuse-now-attract = Қазір «{ $tried }» мүмкін емес: алдымен баурауды аяқтаңыз. Күніңіз әлі жететін басқа жарық жануарды таңдаңыз немесе баурауды аяқтаңыз.
lf-refuse-now-extinguish = Қазір «{ $tried }» мүмкін емес: алдымен өрт сөндіруді аяқтаңыз. Суыңыз әлі жететін басқа жарық өртті таңдаңыз немесе аяқтаңыз.
lf-refuse-now-plant = Қазір «{ $tried }» мүмкін емес: Рухыңыз отырғызу тасына тоқтады. Ағаш пен орманыңыздан ұяшық таңдаңыз немесе ештеңе отырғызбаңыз.
lf-refuse-now-steal = Қазір «{ $tried }» мүмкін емес: сіз бір Рухты аттап өттіңіз. Алдымен оның қай жеңіс тақташасын алатыныңызды таңдаңыз.
lf-refuse-now-kodama = Қазір «{ $tried }» мүмкін емес: алдымен Кодама таңбаларыңызды жұмсаңыз (сынық — 2, элемент тақташасы — 3, қосымша әрекет — 4) немесе қалғанын сақтаңыз.
lf-refuse-now-call = Қазір «{ $tried }» мүмкін емес: Рухыңыз шақыру тасына тоқтады. Беті жоғары жарық Кодаманы шақырыңыз немесе ешкімді шақырмаңыз.
lf-refuse-now-over = Ойын аяқталды: нәтижелерді қараңыз немесе мәзірден жаңа ойын бастаңыз.
lf-refuse-draw-solitary =
    Қатарыңызда { $limit } жалғызбасты жануар бар: тартуды тоқтатуыңыз керек{ $drawn ->
        [true] { $fragments ->
            [0] {""}
            [none] {""}
           *[other] {" "}(немесе жаңа ғана тартқан картаңызды кері жіберу үшін сынық жұмсаңыз)
        }
       *[other] {""}
    }.
lf-refuse-draw-empty = Тарту дестеңіз де, тастау үйіндіңіз де бос, тартатын ештеңе қалмады: тартуды тоқтатыңыз.
lf-refuse-fragment-none = Жұмсайтын сынығыңыз жоқ: тартуды жалғастырыңыз немесе тоқтатыңыз.
lf-refuse-fragment-not_drawn = Сынық тек жаңа ғана тартылған картаны кері жібереді: алдымен карта тартыңыз немесе тартуды тоқтатыңыз.
lf-refuse-kodama-off = Бұл ойын Кодама толықтыруынсыз ойналады: оның орнына жарық орындардың бірін таңдаңыз.
lf-refuse-bonus-none =
    { $animal ->
        [none] Бұл жануар
       *[other] Бұл жануар ({ $animal })
    } қазір бонус әрекет бермейді: ол қатарыңызда жоқ немесе бонусы осы раундта қолданылған. Оның орнына өз әрекеттеріңіздің бірін таңдаңыз.
lf-refuse-bonus-kind = Бонус әрекет ({ $animal }): { $kind }, ал «{ $wanted }» емес. Ол жарықтандырған орындардың бірін таңдаңыз немесе бонус әрекеттен бас тартыңыз.
lf-refuse-repeat = Осы раундта бұл әрекетті таңдап қойдыңыз ({ $kind }), ал әрекеттеріңіз әр түрлі болуы керек: басқа әрекет таңдаңыз немесе әрекеттеріңізді аяқтаңыз. (Орманыңыздағы 11 құнды ағаш немесе мұны рұқсат ететін жануар бір әрекетті қайталауға мүмкіндік береді.)
lf-refuse-no_action = Осы раундта әрекетіңіз қалмады: әрекеттеріңізді аяқтаңыз.
lf-refuse-kodama-buy = Кодама таңбаларына сынық (2 таңба), элемент тақташасы (3) немесе қосымша әрекет (4) алуға болады: солардың бірін таңдаңыз немесе қалғанын сақтаңыз.
lf-refuse-kodama-cost =
    { $buy_id ->
        [fragment] Сынықтың
        [tile] Элемент тақташасының
       *[action] Қосымша әрекеттің
    } құны { $cost } Кодама таңбасы, ал сізде { $left } қалды: арзанырағын таңдаңыз немесе қалғанын сақтаңыз.
lf-refuse-tile-none = Сізде элемент тақташасы жоқ: басқа әрекет таңдаңыз.
lf-refuse-tile-element = Элемент тақташасы күнге, суға, тұқымға, желге немесе қасиетті гүлге айналады: жарық қосындыларыңыздың бірін таңдаңыз.
lf-refuse-call-offer = Тек әр буманың үстіндегі беті жоғары Кодаманы шақыруға болады: жарығын таңдаңыз.
lf-refuse-call-cost = Бұл Кодамаға { $cost } қасиетті гүл керек, ал сізде { $flowers }: арзанырақ Кодаманы немесе басқа әрекетті таңдаңыз.
lf-refuse-attract-offer =
    { $card ->
        [none] Бұл карта
       *[other] Бұл карта ({ $card })
    } нарықта жоқ: нарықтағы беті жоғары жарық жануарды (немесе шеңбер жанындағы жарық картаны) таңдаңыз.
lf-refuse-attract-cost = { $card }: құны { $cost } күн, ал сізде { $sun }{ $more ->
        [true] {" "}қалды: арзанырақ жануарды таңдаңыз немесе баурауды аяқтаңыз.
       *[other] : арзанырақ жануарды немесе басқа әрекетті таңдаңыз.
    }
lf-refuse-fire-none = Шеңбер ортасында { $fire ->
        [none] {""}
       *[other] мәні { $fire }{" "}
    }өрт жоқ: ондағы өрттердің бірін таңдаңыз.
lf-refuse-fire-cost = Мәні { $fire } өртке { $fire } су керек, ал сізде { $water }{ $more ->
        [true] {" "}қалды: кішірек өртті таңдаңыз немесе өрт сөндіруді аяқтаңыз.
       *[other] : кішірек өртті немесе басқа әрекетті таңдаңыз.
    }
lf-refuse-plant-tree = Алдымен сөреден ағаш, содан соң орманыңыздан жарық ұяшық таңдаңыз.
lf-refuse-plant-kodama_twice = Орманыңызда бұл ағаш бар ({ $tree }), ал әр Кодама ағашын тек бір рет отырғызуға болады: басқа ағаш таңдаңыз.
lf-refuse-plant-gone = Сөреде бұл ағаш қалмады ({ $tree }): басқа ағаш таңдаңыз.
lf-refuse-plant-cost = { $tree }: құны { $cost } тұқым, ал сізде { $seed }: арзанырақ ағашты немесе басқа әрекетті таңдаңыз.
lf-refuse-plant-space = Ағаш орманыңыздағы ағашқа көрші бос ұяшыққа отырғызылады (диагональ бойынша емес): жарық ұяшықты таңдаңыз.
lf-refuse-move-stone = Рухыңыз тоқтайтын тасты таңдаңыз: желіңіз жететін тастар жарық.
lf-refuse-move-no_wind = Осы раундта желіңіз жоқ, сондықтан Рухыңыз жылжи алмайды: басқа әрекет таңдаңыз.
lf-refuse-move-far = { $wind } желмен Рухыңыз алға { $wind ->
        [one] 1 бос тасқа
       *[other] 1–{ $wind } бос тасқа
    } жылжиды, одан алыс емес: жарық тасты таңдаңыз.
lf-refuse-move-occupied =
    { $onibi ->
        [true] Бұл тастың үстінде Ониби тұр
       *[other] Бұл тастың үстінде басқа Рух тұр
    }, оны тек аттап өтуге болады, оған тоқтауға болмайды: жарық тасты таңдаңыз.
lf-refuse-move-count = Рухыңыз бұл тасқа { $steps } қадаммен жетеді (үстінде Рух тұрған тастар аттап өтіледі, саналмайды): оны шеңберден қайта таңдаңыз.
lf-refuse-steal-none = { $from } ойыншысында мұндай жеңіс тақташасы жоқ ({ $tile }): оның бар тақташаларының бірін алыңыз.
lf-refuse-steal-kind = Жеңіс тақташасы — өрт, гүл немесе ағаш тақташасы: сіз аттап өткен Рухтың тақташаларының бірін таңдаңыз.
living_forest-prompt-draw =
    { $solitary ->
        [none] Жануарларды шақырыңыз: карта тартыңыз немесе тоқтаңыз.
        [3] Үш жалғызбасты жануар шықты: соңғысына сынық жұмсаңыз немесе тоқтаңыз.
       *[other] Жануарларды шақырыңыз: карта тартыңыз немесе тоқтаңыз (жалғызбасты { $solitary }/3, { $fragments ->
            [one] 1 сынық
           *[other] { $fragments } сынық
        }).
    }
living_forest-prompt-action = Әрекет таңдаңыз ({ $left } қалды): жануарларды баурау, өрттерді сөндіру, ағаш отырғызу, Рухыңызды жылжыту, сынық алу, { $kodama ->
        [true] Кодама шақыру,{" "}
       *[other] {""}
    }немесе аяқтау.
living_forest-prompt-attract =
    { $picked ->
        [true] Тағы жануар баураңыз ({ $left } күн қалды) немесе аяқтаңыз.
       *[other] { $left } күнмен баурайтын жануарларды таңдаңыз{ lf-origin }.
    }
living_forest-prompt-extinguish =
    { $picked ->
        [true] Тағы өрт сөндіріңіз ({ $left } су қалды) немесе аяқтаңыз.
       *[other] { $left } сумен сөндіретін өрттерді таңдаңыз{ lf-origin }.
    }
living_forest-prompt-plant = Рухыңыз отырғызу тасына тоқтады: ағаш пен ұяшық таңдаңыз немесе ештеңе отырғызбаңыз.
living_forest-prompt-steal = Сіз аттап өттіңіз: { $from }. Оның жеңіс тақташаларының бірін алыңыз.
living_forest-prompt-kodama = Кодама таңбаларыңызды жұмсаңыз ({ $left } қалды): сынық — 2, элемент тақташасы — 3, қосымша әрекет — 4.
living_forest-prompt-call = Гүл құнына қасиетті гүлдеріңіз жететін беті жоғары Кодаманы шақырыңыз немесе ешкімді шақырмаңыз.
living_forest-round = { $round }-раунд: Қасиетті ағаш — { $holder }.
living_forest-draw_turn = { $seat } қорғаушы жануарларды шақырады.
living_forest-draw =
    { $seat } { $card ->
        [none] карта
       *[other] мына картаны
    } тартты{ $card ->
        [none] {""}
       *[other] : { $card }
    }{ $reshuffled ->
        [true] {" "}(тастау үйіндісін араластырып, жаңа десте жасағаннан кейін)
       *[other] {""}
    }.
living_forest-discard_drawn =
    { $seat } сынық жұмсап, { $card ->
        [none] жаңа ғана тартылған картаны
       *[other] мына картаны ({ $card })
    } { $varan ->
        [true] варандар қорына
       *[other] тастау үйіндісіне
    } қайтарды.
living_forest-line =
    { $seat } { $forced ->
        [true] тоқтауға мәжбүр болды
       *[other] тоқтады
    }: { $cards ->
        [none] жануар жоқ
       *[other] { $cards }
    } (жалғызбасты { $solitary }).
living_forest-action_phase = Әрекеттер басталды.{ $onibi ->
        [none] {""}
       *[other] {" "}{ $onibi } ойыншысында Ониби бар: басқалар тек бір әрекет жасайды.
    }
living_forest-turn =
    { $seat } әрекет етеді ({ $actions ->
        [one] бір әрекет
       *[other] екі түрлі әрекет
    }).
living_forest-take_fragment =
    { $seat } { $amount ->
        [one] 1 сынық
       *[other] { $amount } сынық
    } алды.
living_forest-attract =
    { $seat } баурап алды: { $card } (құны { $cost }){ lf-origin }.
living_forest-extinguish =
    { $seat } мәні { $fire } өртті сөндірді{ lf-origin }.
living_forest-decline =
    { $seat } бас тартты: { $kind }{ lf-origin }.
living_forest-nothing =
    { $seat } орындай алмады: { $kind }{ lf-origin }.
living_forest-plant =
    { $seat } отырғызды: { $tree }, { $column }-баған, { $row }-қатар{ $lines ->
        [none] {""}
       *[other] {" "}және толтырды: { $lines }
    }.
living_forest-move =
    { $seat } { $steps ->
        [one] 1 тасқа
       *[other] { $steps } тасқа
    } жылжып, мына тасқа тоқтады: { $stoneName }{ $jumped ->
        [none] {""}
       *[other] ; аттап өтті: { $jumped }
    }.
living_forest-stone = { $seat } мына тасқа тоқтады: { $stoneName }.
living_forest-steal = { $seat } жеңіс тақташасын алды: { $tile } (иесі: { $source }).
living_forest-pass = { $seat } әрекеттерін аяқтады.
living_forest-attack =
    { $targets ->
        [none] Ониби { $total } күшпен шабуыл жасайды, бірақ әр Рухтың суы жеткілікті.
       *[other] Ониби { $total } күшпен шабуыл жасайды: { $given }.
    }
living_forest-new_fires = Ониби жаңа өрттер тұтатады: { $added ->
        [none] жоқ
       *[other] { $added }
    }{ $dropped ->
        [none] {""}
       *[other] {" "}({ $dropped } үшін орын жоқ)
    }.
living_forest-kodama_spend = { $seat } Кодама таңбаларын жұмсады: { $buy } ({ $left } қалды).
living_forest-use_tile = { $seat } элемент тақташасын қолданды: { $element }.
living_forest-call =
    { $seat } шақырды: { $card } (құны { $cost }, { $flowers } қасиетті гүлмен){ lf-origin }.
living_forest-onibi_move = Ониби мына тасқа жылжиды: { $stoneName }{ $jumped ->
        [none] {""}
       *[other] ; аттап өтті: { $jumped }
    }{ $fires ->
        [none] {""}
        [0] {""}
        [one] ; мәні 2 бір өрт қосылды
       *[other] ; мәні 2 { $fires } өрт қосылды
    }.
living_forest-refill = Нарықтағы жаңа жануарлар: { $cards }.
living_forest-empty_centre_fire = Орта бос еді: мәні { $fire } өрт қосылды.
living_forest-game_over = Ойын аяқталды. { $result }
living_forest-game_over-winner = { $names } жеңді.
living_forest-game_over-winners = Жеңіс ортақ: { $names }.
living_forest-given = { $name } алады: { $count }
living_forest-given-count =
    { $count ->
        [one] { $count } Отты варан
       *[other] { $count } Отты варан
    }
living_forest-lines-column = { $n }-баған
living_forest-lines-row = { $n }-қатар
lf-animal-bear = Аю
lf-animal-beetle = Қоңыз
lf-animal-lynx = Сілеусін
lf-animal-fox = Түлкі
lf-animal-goldfish = Алтын балық
lf-animal-tanuki = Тануки
lf-animal-wild_boar = Қабан
lf-animal-weasel = Аққалақ
lf-animal-hare = Қоян
lf-animal-fawn = Құралай
lf-animal-hummingbird = Колибри
lf-animal-bee = Ара
lf-animal-baboon = Бабуин
lf-animal-owl = Жапалақ
lf-animal-hedgehog = Кірпі
lf-animal-caterpillar = Жұлдызқұрт
lf-animal-flamingo = Қоқиқаз
lf-animal-ram = Қошқар
lf-animal-wolf = Қасқыр
lf-animal-lemur = Лемур
lf-animal-squirrel = Тиін
lf-animal-tortoise = Тасбақа
lf-animal-coati = Коати
lf-animal-raccoon = Енот
lf-animal-beaver = Құндыз
lf-animal-raven = Құзғын
lf-animal-bat = Жарқанат
lf-animal-cockatoo = Какаду
lf-animal-meerkat = Сурикат
lf-animal-horse = Жылқы
lf-animal-axolotl = Аксолотль
lf-animal-chimpanzee = Шимпанзе
lf-animal-toucan = Тукан
lf-animal-butterfly = Көбелек
lf-animal-spider = Өрмекші
lf-animal-hippopotamus = Су айғыры
lf-animal-horned_owl = Үкі
lf-animal-woodpecker = Тоқылдақ
lf-animal-badger = Борсық
lf-animal-rooster = Әтеш
lf-animal-rhinoceros = Мүйізтұмсық
lf-animal-goat = Ешкі
lf-animal-bull = Бұқа
lf-animal-salamander = Саламандра
lf-animal-frog = Бақа
lf-animal-marmot = Суыр
lf-animal-platypus = Үйректұмсық
lf-animal-crane = Тырна
lf-animal-loris = Лори
lf-animal-koala = Коала
lf-animal-leopard = Қабылан
lf-animal-eagle = Бүркіт
lf-animal-cobra = Кобра
lf-animal-praying_mantis = Жалбарыншақ
lf-animal-panther = Пантера
lf-animal-gorilla = Горилла
lf-animal-bison = Бизон
lf-animal-chameleon = Хамелеон
lf-animal-crocodile = Қолтырауын
lf-animal-elephant = Піл
lf-animal-dolphin = Дельфин
lf-animal-dog = Ит
lf-animal-panda = Панда
lf-animal-deer = Бұғы
lf-animal-tapir = Тапир
lf-animal-armadillo = Армадилл
lf-animal-capybara = Капибара
lf-animal-crayfish = Өзен шаяны
lf-animal-peafowl = Тауыс
lf-animal-sloth = Жалқау
lf-animal-anteater = Құмырсқажегіш
lf-animal-ara = Ара тотықұсы
lf-animal-flying_squirrel = Ұшар тиін
lf-animal-koi = Кои
lf-animal-tiger = Жолбарыс
lf-animal-kodama = Кодама
lf-animal-sanki = Санки
lf-animal-onibi = Ониби
lf-animal-varan = Отты варан
