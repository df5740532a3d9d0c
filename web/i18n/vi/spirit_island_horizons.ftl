# Horizons of Spirit Island: lời của hòn đảo (tên vùng đất, địa hình, quân), của bảng chơi, hộp
# thoại chuẩn bị và màn hình kết thúc, cùng mọi dòng nhật ký, lời nhắc, lời từ chối và lựa chọn
# mà bộ máy luật đưa ra.

horizons-island-aria =
    { $count ->
       *[other] Hòn đảo: bảng { $boards }
    }
horizons-land-name = { $board }{ $number }
horizons-land-aria = Vùng đất { $name }, { $terrain }, { $where }: { $pieces }
horizons-land-coastal = ven biển
horizons-land-inland = trong đất liền
horizons-land-empty = không có quân nào
horizons-terrain-jungle = Rừng rậm
horizons-terrain-mountain = Núi
horizons-terrain-sands = Sa mạc
horizons-terrain-wetland = Đầm lầy
horizons-piece-explorer =
    { $count ->
       *[other] { $count } Nhà thám hiểm
    }
horizons-piece-town =
    { $count ->
       *[other] { $count } Thị trấn
    }
horizons-piece-city =
    { $count ->
       *[other] { $count } Thành phố
    }
horizons-piece-dahan =
    { $count ->
       *[other] { $count } Dahan
    }
horizons-piece-blight =
    { $count ->
       *[other] { $count } Tàn lụi
    }
horizons-piece-presence =
    { $count ->
       *[other] { $count } Hiện diện của { $spirit }
    }
horizons-piece-sacred_site = { $pieces } (Thánh địa)
horizons-piece-defend = Phòng thủ { $count }
horizons-piece-damaged = { $pieces } ({ $count } bị thương)
horizons-spirit-seat = Tinh linh { $n }
tip-spirit_island_horizons = Mẹo: chạm vào một vùng đất để xem chi tiết; trên vùng đất đang sáng, nơi một lần chạm là một nước đi, hãy giữ ngón tay trên đó (hoặc dùng nút chuột phải, hoặc nhấn I). Để đọc một lá bài, cũng giữ ngón tay trên lá đó (hoặc dùng nút chuột phải); với bàn phím, nhấn I trên lá bài. Phóng to thu nhỏ hòn đảo bằng hai ngón tay, con lăn chuột hoặc các nút + và −.
horizons-zoom-controls = Phóng to thu nhỏ hòn đảo
horizons-zoom-in = Phóng to hòn đảo
horizons-zoom-out = Thu nhỏ hòn đảo
horizons-zoom-fit = Xem toàn bộ hòn đảo
horizons-legend-aria = Hiện diện của từng Tinh linh trên đảo
horizons-details-aria = Chi tiết vùng đất { $land }
horizons-details-where = Bảng { $board }, vùng đất { $number }: { $terrain }, { $where }
horizons-details-close = Đóng chi tiết vùng đất { $land }
horizons-details-kind = { $pieces }: { $damage }
horizons-details-undamaged = { $count } chưa bị thương
horizons-details-damage =
    { $count ->
       *[other] { $count } chịu { $damage } sát thương
    }
horizons-details-empty = Không có quân nào
game-spirit_island_horizons-name = Horizons of Spirit Island
game-spirit_island_horizons-tagline = Một đến ba Tinh linh cùng nhau: mở rộng Hiện diện, dùng Quyền năng và dọa Kẻ xâm lược rời khỏi hòn đảo trước khi Tàn lụi tràn ngập nơi đây.
options-spirit_island_horizons-board = Bảng đảo (chơi một mình)
options-spirit_island_horizons-board-G = Bảng G
options-spirit_island_horizons-board-H = Bảng H
options-spirit_island_horizons-board-help = Chỉ dùng khi chơi một mình: hòn đảo là bảng này ở mặt hai người chơi, bảng còn lại được che đi. Hai Tinh linh chơi trên bảng G và H, ba Tinh linh trên G, H và B.
options-spirit_island_horizons-stage2_special = Thêm Thị trấn ở Đợt II
options-spirit_island_horizons-stage2_special-true = Bật
options-spirit_island_horizons-stage2_special-true-about = Thêm 1 Thị trấn trên mỗi bảng vào lần đầu lật một lá Đợt II có hiệu ứng này.
options-spirit_island_horizons-stage2_special-false = Tắt (ván dễ hơn)
options-spirit_island_horizons-stage2_special-help = Phần lớn lá Kẻ xâm lược Đợt II thêm 1 Thị trấn vào một vùng đất chưa có Thị trấn vào lần đầu chúng được lật.
seatfield-spirit_island_horizons-spirit = Tinh linh
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp = Bùn lầy không đáy
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp-about = Chậm rãi và kiên nhẫn: lan khắp các vùng Đầm lầy, biến việc Xây dựng ở nơi có Thánh địa của mình thành chỉ một Nhà thám hiểm, và nhấn chìm Kẻ xâm lược bằng Nỗi sợ và sát thương.
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind = Cơn lốc chói lọi
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind-about = Nhanh và vươn xa: mỗi Hiện diện mới có thể thổi bay một Nhà thám hiểm hoặc một Dahan; Quyền năng của nó đẩy Kẻ xâm lược đi khắp nơi và tiếp thêm tốc độ cho Tinh linh khác.
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot = Nanh vuốt rình rập dưới chân
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot-about = Thô bạo và đói khát: mọi Quyền năng gây sát thương của nó cắn mạnh thêm 1; nó ẩn dưới các vùng đất của mình, kéo Hiện diện lại gần và nuốt chửng Kẻ xâm lược.
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees = Những con mắt dõi theo từ tán cây
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees-about = Người canh giữ tinh mắt: khi nó phòng thủ một vùng đất, Dahan tụ về đó; Quyền năng bẩm sinh nhanh của nó phá hỏng kế hoạch của Kẻ xâm lược.
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand = Sức nóng bốc lên từ đá và cát
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand-about = Thiêu đốt: Kẻ xâm lược ở Thánh địa của nó yếu đi, và sức nóng của nó bào mòn các lần Tàn phá và Xây dựng.
end-reason-spirit_island_horizons-victory_terror1_no_invaders = Mức Kinh hoàng I: trên đảo không còn Kẻ xâm lược nào.
end-reason-spirit_island_horizons-victory_terror2_no_towns_or_cities = Mức Kinh hoàng II: trên đảo không còn Thị trấn hay Thành phố nào.
end-reason-spirit_island_horizons-victory_terror3_no_cities = Mức Kinh hoàng III: trên đảo không còn Thành phố nào.
end-reason-spirit_island_horizons-victory_terror4_fear_deck_empty = Lá Nỗi sợ cuối cùng đã được giành: Kẻ xâm lược bỏ chạy khỏi hòn đảo.
end-reason-spirit_island_horizons-victory_sacrificial = Chiến thắng và thất bại đến cùng một lúc: một chiến thắng phải hy sinh.
end-reason-spirit_island_horizons-loss_blight_pool_empty = Kho Tàn lụi đã cạn: hòn đảo bị tàn phá.
end-reason-spirit_island_horizons-loss_spirit_without_presence = Một Tinh linh không còn Hiện diện nào trên đảo.
end-reason-spirit_island_horizons-loss_invader_deck_empty = Cần lật một lá Kẻ xâm lược nhưng bộ bài Kẻ xâm lược đã hết.
end-hz-sheet = Bảng kết quả
end-hz-outcome = Kết quả
end-hz-won = Thắng
end-hz-lost = Thua
end-hz-reason = Lý do
end-hz-round = Vòng
end-hz-terror = Mức Kinh hoàng
end-hz-blight_left = Tàn lụi còn trong kho
end-hz-fear_cards_left = Lá Nỗi sợ còn trong bộ bài
horizons-piece-one-explorer = một Nhà thám hiểm
horizons-piece-one-town = một Thị trấn
horizons-piece-one-city = một Thành phố
horizons-piece-one-dahan = một Dahan
horizons-piece-one-blight = một Tàn lụi
horizons-piece-one-presence = một Hiện diện
horizons-piece-plural-explorer = Nhà thám hiểm
horizons-piece-plural-town = Thị trấn
horizons-piece-plural-city = Thành phố
horizons-piece-plural-dahan = Dahan
horizons-piece-plural-blight = Tàn lụi
horizons-piece-plural-presence = Hiện diện
horizons-piece-kind-explorer = Nhà thám hiểm
horizons-piece-kind-town = Thị trấn
horizons-piece-kind-city = Thành phố
horizons-piece-kind-dahan = Dahan
horizons-piece-kind-blight = Tàn lụi
horizons-piece-kind-presence = Hiện diện
horizons-piece-kind-defend = Phòng thủ
horizons-piece-taken =
    { $count ->
       *[other] đã chịu { $count } sát thương
    }
horizons-piece-choice = { $piece } ở { $land }
horizons-piece-choice-hurt = { $piece } ở { $land } (đã chịu { $count } sát thương)
horizons-element-sun = Mặt Trời
horizons-element-moon = Mặt Trăng
horizons-element-fire = Lửa
horizons-element-air = Không khí
horizons-element-water = Nước
horizons-element-earth = Đất
horizons-element-plant = Thực vật
horizons-element-animal = Động vật
horizons-element-count = { $count } { $element }
horizons-roman-1 = I
horizons-roman-2 = II
horizons-roman-3 = III
horizons-roman-4 = IV
horizons-invader-card = Đợt { $stage }: { $terrains }
horizons-invader-coastal = vùng ven biển
horizons-invader-none = trống
horizons-deck-minor = Quyền năng nhỏ
horizons-deck-major = Quyền năng lớn
horizons-deck-unique = Quyền năng riêng
horizons-track-energy = Dải Năng lượng
horizons-track-card_plays = Dải Số lá chơi
horizons-phase-spirit = Giai đoạn Tinh linh
horizons-phase-fast = Quyền năng nhanh
horizons-phase-invader = Giai đoạn Kẻ xâm lược
horizons-phase-slow = Quyền năng chậm
horizons-phase-time = Thời gian trôi
horizons-phase-over = Ván đã kết thúc
horizons-tracker-round = Vòng { $round }
horizons-tracker-spirit = Tinh linh
horizons-tracker-fast = Nhanh
horizons-tracker-invader = Kẻ xâm lược
horizons-tracker-slow = Chậm
horizons-tracker-time = Thời gian trôi
horizons-tracker-step-growth = Phát triển
horizons-tracker-step-cards = Năng lượng & lá bài
horizons-tracker-step-fear = Nỗi sợ
horizons-tracker-step-ravage = Tàn phá
horizons-tracker-step-build = Xây dựng
horizons-tracker-step-explore = Khám phá
horizons-tracker-step-advance = Dời lá
horizons-speed-fast = Nhanh
horizons-speed-slow = Chậm
horizons-nothing = không có gì
horizons-speed-word-fast = nhanh
horizons-speed-word-slow = chậm
horizons-verb-destroy = tiêu diệt
horizons-verb-remove = loại bỏ
horizons-verb-downgrade = hạ cấp
horizons-verb-replace = thay thế
horizons-verb-push = đẩy
horizons-verb-gather = gom
horizons-verb-carry = mang theo
horizons-effect-kind-range = Quyền năng của Tinh linh có thêm tầm
horizons-effect-kind-furious_might = Quyền năng gây sát thương tiếp theo gây thêm 3
horizons-effect-kind-hasten = một lá chậm có đẩy hoặc gom có thể dùng như lá nhanh
horizons-effect-kind-hastened = một lá chậm đã được dùng như lá nhanh
horizons-effect-kind-dahan_health = Dahan có thêm 4 máu
horizons-effect-kind-dahan_unharmed = Dahan bỏ qua sát thương và hiệu ứng tiêu diệt
horizons-effect-kind-no_blight = không thể thêm Tàn lụi
horizons-effect-kind-vengeance = người chết báo thù
horizons-effect-kind-powerstorm = lá Quyền năng có thể được lặp lại
horizons-effect-kind-skip = hành động của Kẻ xâm lược bị bỏ qua
horizons-effect-kind-no_action = một hành động của Kẻ xâm lược bị chặn
horizons-effect-kind-at_time_passes = một lá đã chơi có thể được thu hồi khi Thời gian trôi
horizons-board-aria = Ván Horizons of Spirit Island
horizons-board-round = Vòng { $round }
horizons-board-invaders = Kẻ xâm lược
horizons-board-space-ravage = Tàn phá
horizons-board-space-build = Xây dựng
horizons-board-space-explore = Khám phá
horizons-board-invader_deck =
    { $count ->
       *[other] còn { $count } lá
    }
horizons-board-invader_deck-aria =
    { $count ->
       *[other] Bộ bài Kẻ xâm lược: còn { $count } lá, lá tiếp theo thuộc Đợt { $stage }
    }
horizons-board-invader_deck-empty = Bộ bài Kẻ xâm lược đã hết
horizons-board-stage = tiếp theo: Đợt { $stage }
horizons-board-invader_discard =
    { $count ->
       *[other] { $count } lá đã bỏ
    }
horizons-board-fear = Nỗi sợ
horizons-board-fear_pool = Kho { $pool }
horizons-board-fear_generated = Đã tạo { $generated }
horizons-board-fear-aria = Nỗi sợ: { $pool } trong kho, { $generated } đã tạo
horizons-board-earned =
    { $count ->
       *[other] đã giành { $count } lá Nỗi sợ
    }
horizons-board-earned-short = Đã giành { $count }
horizons-board-fear_deck =
    { $count ->
       *[other] còn { $count } lá Nỗi sợ
    }
horizons-board-terror = Kinh hoàng { $level }
horizons-board-next_terror =
    { $count ->
       *[other] Kinh hoàng { $level } sau { $count } lá Nỗi sợ nữa
    }
horizons-board-terror-aria = Mức Kinh hoàng { $level }
horizons-board-blight = Tàn lụi
horizons-board-blight-short = Kho { $count }
horizons-board-resolving = Đang thực hiện: { $card }
horizons-board-energy = Năng lượng { $energy }
horizons-board-energy_per_turn = +{ $n } mỗi vòng
horizons-board-plays = Số lá chơi: còn { $left }/{ $total }
horizons-board-growth = Phát triển
horizons-board-growth-option = Lựa chọn Phát triển { $n }
horizons-board-growth-chosen = đã chọn
horizons-board-tracks = Dải Hiện diện
horizons-board-track-space = { $track }, ô { $n }: { $what }
horizons-board-track-covered = { $what } (có Hiện diện che)
horizons-board-track-take = Lấy Hiện diện tiếp theo từ { $track }
horizons-board-track-value-energy = { $value } Năng lượng
horizons-board-track-value-card_plays =
    { $count ->
       *[other] { $count } lá được chơi
    }
horizons-board-elements = Nguyên tố đang có
horizons-board-elements-none = Vòng này chưa có Nguyên tố nào
horizons-board-innate = Quyền năng bẩm sinh
horizons-board-innate-level = Cấp { $n }
horizons-board-innate-reached = đã đạt
horizons-board-innate-not_reached = chưa đạt
horizons-board-special_rule = Luật đặc biệt
horizons-board-rule-in_effect = Đang có hiệu lực ở { $lands }
horizons-board-rule-idle-blistering_heat = Hiện chưa có hiệu lực: cần một Thánh địa
horizons-board-rule-idle-offer_no_firm_foundations = Hiện chưa có hiệu lực: cần một Thánh địa
horizons-island-rule-blistering_heat = Nóng bỏng rát: Kẻ xâm lược ở đây bớt 1 máu (không dưới 1)
horizons-island-rule-offer_no_firm_foundations = Không chốn nào vững chân: Xây dựng ở đây chỉ đặt một Nhà thám hiểm
horizons-island-health-explorer = Nhà thám hiểm ở đây có { $n } máu
horizons-island-health-town = Thị trấn ở đây có { $n } máu
horizons-island-health-city = Thành phố ở đây có { $n } máu
horizons-island-health-dahan = Dahan ở đây có { $n } máu
horizons-board-presence_destroyed =
    { $count ->
       *[other] { $count } Hiện diện bị tiêu diệt
    }
horizons-board-hand = Trên tay
horizons-board-hand-hidden =
    { $count ->
       *[other] { $count } lá trên tay
    }
horizons-board-played = Đã chơi vòng này
horizons-board-discard = Chồng bài bỏ
horizons-board-drawn = Đã rút: giữ 1 lá
horizons-board-forgotten = Đã quên
horizons-board-empty = không có
horizons-board-decks = Bộ bài Quyền năng
horizons-board-deck-minor = Quyền năng nhỏ
horizons-board-deck-major = Quyền năng lớn
horizons-board-deck-count =
    { $count ->
       *[other] { $count } lá
    }
horizons-board-deck-aria =
    { $count ->
       *[other] { $deck }: { $count } lá trong bộ bài
    }
horizons-board-choices = Chọn một quân
horizons-board-used = đã dùng
horizons-board-effects = Vòng này
horizons-board-spirit-target = { $spirit } (chọn Tinh linh này làm mục tiêu)
horizons-board-spirits = Các Tinh linh
horizons-board-spirits-phase = Các Tinh linh trong { $phase }
horizons-board-tab-aria = { $spirit }, do { $person } chơi: { $energy } Năng lượng, số lá chơi còn { $left }/{ $total }
horizons-board-tab-show = Xem bảng Tinh linh
horizons-board-tab-energy = Năng lượng { $energy }
horizons-board-tab-plays = Lá chơi { $left }/{ $total }
horizons-board-spirit-state-acting = Đang hành động
horizons-board-spirit-state-waiting = Đang chờ
horizons-board-spirit-state-done = Xong giai đoạn này
horizons-board-spirit-state-deciding = Đang quyết định
horizons-board-switch = Để { $spirit } hành động
horizons-board-look = Đang xem bảng của { $spirit }: hiện không có gì trên đó để chọn.
horizons-board-look-back = Quay lại { $spirit }
horizons-board-blight-aria = { $pool } trong kho, { $island } trên đảo
horizons-board-blight-island =
    { $count ->
       *[other] { $count } trên đảo
    }
horizons-board-earned-when = Lá Nỗi sợ đã giành được thực hiện ở đầu Giai đoạn Kẻ xâm lược
horizons-board-team = Lá bài của các Tinh linh khác
horizons-board-team-hand =
    { $count ->
       *[other] { $spirit }: { $count } lá trên tay
    }
horizons-board-team-drawn = Đã rút, giữ 1 lá
horizons-card-cost =
    { $count ->
       *[other] chi phí { $count } Năng lượng
    }
horizons-card-range-none = không có tầm
horizons-card-range-presence = tầm { $n } từ Hiện diện của bạn
horizons-card-range-sacred_site = tầm { $n } từ Thánh địa của bạn
horizons-card-range-presence-terrain = tầm { $n } từ Hiện diện của bạn ở vùng { $terrains }
horizons-card-target-land-any = vùng đất bất kỳ
horizons-card-target-land-invaders = vùng đất có Kẻ xâm lược
horizons-card-target-land-no_invaders = vùng đất không có Kẻ xâm lược
horizons-card-target-land-dahan = vùng đất có Dahan
horizons-card-target-land-blight = vùng đất có Tàn lụi
horizons-card-target-land-no_blight = vùng đất không có Tàn lụi
horizons-card-target-land-coastal = vùng đất ven biển
horizons-card-target-land-terrain = vùng { $terrains }
horizons-card-target-spirit-any = Tinh linh bất kỳ
horizons-card-target-spirit-another = một Tinh linh khác (chính bạn khi chơi một mình)
horizons-card-line = { $speed } · { $range } · { $target }
horizons-card-threshold = Với { $elements }: { $text }
horizons-card-elements = Nguyên tố: { $elements }
horizons-card-deck = { $deck } · { $cost }
horizons-card-innate = Quyền năng bẩm sinh · { $speed }
horizons-card-innate-levels = Mỗi cấp bạn đạt được đều được dùng, từ cấp đầu tiên trở xuống.
horizons-card-fear = Lá Nỗi sợ
horizons-card-fear-level = Kinh hoàng { $level }: { $text }
horizons-card-fear-earned = Lá Nỗi sợ đã giành được úp xuống cho đến Giai đoạn Kẻ xâm lược.
horizons-card-invader = Lá Kẻ xâm lược
horizons-card-invader-text = Tàn phá, Xây dựng và Khám phá diễn ra ở các vùng đất của lá: { $terrains }.
horizons-card-invader-discard = Chồng bài bỏ Kẻ xâm lược
horizons-card-land = { $terrain }, { $where }
horizons-growth-reclaim_all = Thu hồi mọi lá đã bỏ
horizons-growth-add_presence = Thêm 1 Hiện diện (tầm { $range })
horizons-growth-gain_power_card = Nhận 1 lá Quyền năng
horizons-growth-gain_energy = Nhận { $amount } Năng lượng
horizons-growth-short-reclaim_all = Thu hồi
horizons-growth-short-add_presence = Hiện diện, tầm { $range }
horizons-growth-short-gain_power_card = Lá Quyền năng
horizons-growth-short-gain_energy = +{ $amount } Năng lượng
horizons-effect-skip = { $land }: { $actions } của Kẻ xâm lược bị bỏ qua
horizons-effect-no_action = Kẻ xâm lược không { $action ->
        [build] Xây dựng
        [build_city] xây Thành phố
        [explore] Khám phá
       *[other] hành động
    } ở những vùng đất { $where ->
        [city] có Thành phố
        [dahan] có Dahan
        [two_dahan] có từ 2 Dahan trở lên
        [dahan_outnumber] nơi Dahan đông hơn Thị trấn và Thành phố
        [coastal] ven biển
       *[other] thuộc một số loại
    }
horizons-effect-other = { $land }: { $effect }
horizons-effect-elements = Nguyên tố đã chọn cho vòng này: { $elements }
horizons-button-done = Xong
horizons-button-done-play = Xong, không chơi thêm lá
horizons-button-done-powers_fast = Xong Quyền năng nhanh
horizons-button-done-powers_slow = Xong Quyền năng chậm
horizons-button-done-push = Dừng đẩy
horizons-button-done-gather = Dừng gom
horizons-button-done-destroy = Dừng tiêu diệt
horizons-button-done-remove = Dừng loại bỏ
horizons-button-done-downgrade = Dừng hạ cấp
horizons-button-done-replace = Dừng thay thế
horizons-button-done-carry = Dừng mang theo
horizons-button-done-land = Bỏ qua
horizons-button-done-reclaim = Không thu hồi lá nào
horizons-button-element = Nguyên tố
horizons-button-element-sun = Mặt Trời
horizons-button-element-moon = Mặt Trăng
horizons-button-element-fire = Lửa
horizons-button-element-air = Không khí
horizons-button-element-water = Nước
horizons-button-element-earth = Đất
horizons-button-element-plant = Thực vật
horizons-button-element-animal = Động vật
horizons-button-gain = Nhận từ { $deck }
horizons-action-growth = Lựa chọn Phát triển { $n }
horizons-action-take = Lấy từ { $track } (cho “{ $icon }”)
horizons-action-move = Di chuyển 1 Hiện diện từ { $land } (cho “{ $icon }”)
horizons-action-place = Đặt Hiện diện vào { $land }
horizons-action-play = Chơi { $card }
horizons-action-use = Dùng { $card }
horizons-action-aim = Chọn { $land } làm mục tiêu
horizons-action-aim_spirit = Chọn { $spirit } làm mục tiêu
horizons-action-hit = 1 sát thương vào { $piece }
horizons-action-pick-destroy = Tiêu diệt { $piece }
horizons-action-pick-remove = Loại bỏ { $piece }
horizons-action-pick-downgrade = Hạ cấp { $piece }
horizons-action-pick-replace = Thay thế { $piece }
horizons-action-pick-carry = Mang { $piece } đến { $to }
horizons-action-reclaim = Thu hồi { $card }
horizons-action-give = Trao { $card }
horizons-action-push = Đẩy { $piece } sang { $to }
horizons-action-gather = Gom { $piece } từ { $from }
horizons-action-keep = Giữ { $card }
horizons-action-forget = Quên { $card }
horizons-action-ravage = { $land } Tàn phá tiếp theo
horizons-action-cascade = Tàn lụi lan sang { $land }
horizons-action-land = { $land }
horizons-action-special = Thêm Thị trấn ở { $land }
horizons-option-pay =
    { $count ->
       *[other] Trả { $count } Năng lượng
    }
horizons-option-decline = Không trả
horizons-option-damage_2 = 2 sát thương
horizons-option-remove_blight = Loại bỏ 1 Tàn lụi
horizons-option-dahan_damage_distinct = Mỗi Dahan gây 1 sát thương lên một Kẻ xâm lược khác nhau
horizons-option-push_dahan_3 = Đẩy tối đa 3 Dahan
horizons-option-defend_6 = Phòng thủ 6
horizons-option-damage_per_dahan = 1 sát thương cho mỗi Dahan
horizons-option-gather_dahan_3 = Gom tối đa 3 Dahan
horizons-option-push_explorer_town_per_dahan = Đẩy 1 Nhà thám hiểm hoặc Thị trấn cho mỗi Dahan
horizons-option-push_dahan_1 = Đẩy 1 Dahan
horizons-option-damage_each_town_city = 1 sát thương vào mỗi Thị trấn và Thành phố
horizons-option-defend_10 = Phòng thủ 10
horizons-option-push_explorer_1 = Đẩy 1 Nhà thám hiểm
horizons-option-fear_2 = 2 Nỗi sợ
horizons-option-gather_explorer_town_1 = Gom 1 Nhà thám hiểm hoặc Thị trấn
horizons-option-gather_dahan_2 = Gom tối đa 2 Dahan
horizons-option-damage_per_blight = 1 sát thương cho mỗi Tàn lụi
horizons-option-track_energy = Lấy từ dải Năng lượng
horizons-option-track_card_plays = Lấy từ dải Số lá chơi
horizons-option-deck_minor = Quyền năng nhỏ
horizons-option-deck_major = Quyền năng lớn
horizons-option-next_level = Tiếp tục sang cấp sau
horizons-option-stop_here = Dừng ở đây
horizons-option-gain_2_energy = Nhận 2 Năng lượng
horizons-option-pay_for_damage = Trả 1 Năng lượng để gây 1 sát thương ở một vùng đất có Hiện diện của bạn
horizons-option-push_dahan = Đẩy 1 Dahan ra khỏi vùng đất này
horizons-option-gather_dahan = Gom 1 Dahan vào vùng đất này
horizons-option-repeat = Lặp lại lá bài (trả lại chi phí)
horizons-prompt-who = { $spirit } ({ $name }): { $text }
horizons-prompt-growth = Chọn một lựa chọn Phát triển
horizons-prompt-play =
    { $plays ->
        [0] Hết lượt chơi lá ({ $energy } Năng lượng): chọn { $done ->
        [none] Xong
       *[other] { $done }
    }
       *[other] Chơi lá Quyền năng từ tay: còn { $plays } lá được chơi, { $energy } Năng lượng. Sau đó chọn { $done ->
        [none] Xong
       *[other] { $done }
    }
    }
horizons-prompt-grow = Phát triển: còn { $left } biểu tượng. Chọn { $choices ->
        [none] một lựa chọn đang sáng
       *[other] { $choices }
    }
horizons-prompt-grow-take = một dải để lấy Hiện diện
horizons-prompt-grow-move = một Hiện diện trên đảo để di chuyển
horizons-prompt-grow-gain = một bộ bài Quyền năng
horizons-prompt-place =
    { $range ->
        [0] Chọn một vùng đất đang sáng cho Hiện diện (tầm 0: vùng đất bạn đã có Hiện diện)
       *[other] Chọn một vùng đất đang sáng cho Hiện diện (tầm { $range } từ Hiện diện của bạn)
    }
spirit_island_horizons-prompt-gain_deck = Chọn bộ bài để nhận 1 lá Quyền năng
spirit_island_horizons-prompt-keep = Chọn lá để giữ; các lá còn lại bị bỏ
spirit_island_horizons-prompt-forget = Bạn đã nhận 1 Quyền năng lớn: chọn 1 lá để quên
horizons-prompt-powers_fast = Quyền năng nhanh: chọn một Quyền năng đang sáng để dùng, hoặc { $done ->
        [none] Xong
       *[other] { $done }
    }
horizons-prompt-powers_slow = Quyền năng chậm: chọn một Quyền năng đang sáng để dùng, hoặc { $done ->
        [none] Xong
       *[other] { $done }
    }
horizons-prompt-aim = { $power }: chọn mục tiêu
horizons-prompt-ravage_order = Nhiều vùng đất bị Tàn phá: chọn vùng đất bị Tàn phá tiếp theo
horizons-prompt-give_card = Quyền năng đan xen: trao cho { $to } 1 lá Quyền năng từ tay bạn, hoặc không trao
horizons-prompt-together = Tinh linh nào hành động tiếp?
horizons-prompt-special = Đợt II: chọn một vùng đất chưa có Thị trấn trên bảng { $board } để đặt Thị trấn mới
horizons-prompt-damage =
    { $n } sát thương ở { $land }{ $purpose ->
        [counterattack] {" "}(Dahan phản công)
       *[other] {""}
    }: chọn quân nhận điểm sát thương tiếp theo
horizons-prompt-pick =
    { $verb_id ->
        [carry] Chọn { $one } để mang đến { $into }: { $done ->
        [none] còn { $n }
       *[other] tối đa { $n } nữa, hoặc { $done }
    }
       *[other] Chọn { $one } để { $verb }{ $into ->
        [none] {""}
       *[other] {" "}(thành { $into })
    }: { $done ->
        [none] còn { $n }
       *[other] tối đa { $n } nữa, hoặc { $done }
    }
    }
horizons-prompt-move =
    { $verb_id ->
        [push] Đẩy { $what } khỏi { $land }: { $done ->
        [none] còn { $n }
       *[other] tối đa { $n } nữa
    }. Chọn một vùng đất đang sáng để đẩy 1 quân sang{ $done ->
        [none] {""}
       *[other] , hoặc { $done }
    }
       *[other] Gom { $what } vào { $land }: { $done ->
        [none] còn { $n }
       *[other] tối đa { $n } nữa
    }. Chọn một vùng đất đang sáng để gom 1 quân từ đó{ $done ->
        [none] {""}
       *[other] , hoặc { $done }
    }
    }
horizons-prompt-land =
    { $purpose ->
        [origin] Chọn Thánh địa mà Hiện diện xuất phát (chính mục tiêu thì Hiện diện ở lại)
        [renewal] Chọn vùng đất nơi Hiện diện bị tiêu diệt quay về
        [wings] Chọn vùng đất Dahan bay tới (Phòng thủ 5 ở đó)
        [heal] Chọn vùng đất để loại bỏ 1 Tàn lụi
        [vengeance] Chọn vùng đất nhận điểm sát thương báo thù tiếp theo
        [repeat] Chọn vùng đất kề bên nơi Quyền năng được lặp lại
        [gather_presence] Chọn vùng đất kề bên có Hiện diện di chuyển vào vùng đất này
        [searing_heat] Chọn vùng đất có Hiện diện của bạn để nhận 1 sát thương
        [boon] Chọn vùng đất có Hiện diện của Tinh linh mục tiêu được “Ân huệ canh giữ” phòng thủ
        [dahan_raid] Chọn vùng đất nơi Dahan tấn công Kẻ xâm lược
        [dahan_enheartened] Chọn vùng đất nơi Dahan được di chuyển tới và thêm vững lòng
        [retreat] Chọn vùng đất Kẻ xâm lược rút lui khỏi (chúng bị đẩy đi)
        [seek_safety] Chọn vùng đất nơi Kẻ xâm lược tìm chỗ an toàn
        [tall_tales_of_savagery] Chọn vùng đất có Dahan nơi Kẻ xâm lược bị loại bỏ
        [belief_takes_root] Chọn vùng đất có Hiện diện của bạn nơi Kẻ xâm lược bị loại bỏ
       *[other] Chọn một vùng đất đang sáng
    }{ $done ->
        [none] {""}
       *[other] , hoặc { $done }
    }
horizons-prompt-damage_distinct =
    { $n ->
        [1] 1 sát thương ở { $land }: chọn Kẻ xâm lược nhận sát thương
       *[other] { $n } sát thương ở { $land }, mỗi điểm vào một Kẻ xâm lược khác nhau: chọn Kẻ xâm lược tiếp theo
    }
horizons-prompt-choose_elements = Chọn thêm { $n } Nguyên tố khác nhau cho vòng này
horizons-prompt-reclaim_one = Thu hồi 1 lá đã chơi về tay thay vì bỏ nó: chọn lá đó, hoặc { $done ->
        [none] Xong
       *[other] { $done }
    }
horizons-prompt-pick_among = Chọn một quân đang sáng để { $verb }: { $done ->
        [none] còn { $n }
       *[other] tối đa { $n } nữa, hoặc { $done }
    }
horizons-prompt-remove_health = Loại bỏ { $what } khỏi { $land }, tổng cộng tối đa { $n } máu: chọn một quân đang sáng{ $done ->
        [none] {""}
       *[other] , hoặc { $done }
    }
horizons-prompt-option = Chọn một
horizons-prompt-from_power = { $power } — { $text }
horizons-prompt-cascade = Tàn lụi ở { $land } lan ra: chọn một vùng đất kề bên để nhận nó
horizons-prompt-effect = Quyền năng đang được thực hiện
horizons-prompt-waiting = Kẻ xâm lược hành động…
horizons-log-first_explore = Trước vòng 1, Kẻ xâm lược Khám phá ({ $card }): Nhà thám hiểm ở { $lands }
horizons-log-round = Vòng { $round } bắt đầu
horizons-log-phase = { $phase }
horizons-log-time_passes = Thời gian trôi: các lá đã chơi vào chồng bài bỏ, sát thương được hồi, hiệu ứng của vòng này kết thúc
horizons-log-growth = { $seat } Phát triển theo lựa chọn { $option }
horizons-log-energy = { $seat } nhận { $n } Năng lượng
horizons-log-reclaim = { $seat } thu hồi { $cards }
horizons-log-play = { $seat } chơi { $card } (trả { $paid } Năng lượng)
horizons-log-icon_skipped =
    { $count ->
       *[other] { $seat }: { $count } biểu tượng Phát triển không thể thực hiện và bị bỏ qua
    }
horizons-log-presence_added = { $seat } lấy 1 Hiện diện từ { $track } và đặt vào { $land }
horizons-log-presence_moved = { $seat } di chuyển 1 Hiện diện từ { $land } sang { $to }
horizons-log-drew = { $seat } rút { $count } lá { $deck }: { $cards }
horizons-log-card_given = { $seat } trao cho { $to } lá { $card }
horizons-log-kept = { $seat } giữ { $card } và bỏ { $discarded }
horizons-log-forgot = { $seat } quên { $card }
horizons-log-spirit_done =
    { $plays ->
        [none] { $seat } xong Giai đoạn Tinh linh
        [0] { $seat } xong Giai đoạn Tinh linh
       *[other] { $seat } xong Giai đoạn Tinh linh (bỏ phí { $plays } lượt chơi lá)
    }
horizons-log-powers_done =
    { $unused ->
        [none] { $seat } xong Quyền năng { $speed }
       *[other] { $seat } xong Quyền năng { $speed }; chưa dùng và bị mất: { $unused }
    }
horizons-log-use =
    { $seat } dùng { $power }{ $target ->
        [none] {""}
       *[other] {" "}lên { $target }
    }
horizons-log-fear_card = Lá Nỗi sợ { $card } ở Mức Kinh hoàng { $level }
horizons-log-fear_card_done = Lá Nỗi sợ { $card } đã xong và bị bỏ
horizons-log-fear_card_earned = Giành được 1 lá Nỗi sợ (Mức Kinh hoàng { $terror })
horizons-log-terror_rises = Mức Kinh hoàng tăng lên { $terror }
horizons-log-fear =
    { $count ->
       *[other] { $count } Nỗi sợ
    }
horizons-log-ravage = { $land } bị Tàn phá: { $damage } sát thương
horizons-log-dahan_hurt = { $land }: { $destroyed } Dahan bị tiêu diệt, { $damaged } bị thương
horizons-log-counterattack = { $land }: Dahan phản công, gây { $damage } sát thương
horizons-log-switch = { $seat } chờ và để { $to } hành động
horizons-log-build_stopped = { $land }: việc Xây dựng bị chặn
horizons-log-foundations = Không chốn nào vững chân: Xây dựng ở { $land } chỉ đặt 1 Nhà thám hiểm
horizons-log-explore = Kẻ xâm lược Khám phá: { $card }
horizons-log-explore_stopped = { $land }: việc Khám phá bị chặn
horizons-log-invader_deck_empty = Không còn lá Kẻ xâm lược nào để lật
horizons-log-advance = Các lá Kẻ xâm lược được dời: { $ravage } sang Tàn phá, { $build } sang Xây dựng
horizons-log-special = Đợt II ({ $card }): thêm Thị trấn ở { $lands }
horizons-log-cascade = Tàn lụi lan từ { $land } sang { $to }
horizons-log-added =
    { $n ->
        [1] Thêm { $piece } vào { $land }
       *[other] Thêm { $n } × { $piece } vào { $land }
    }
horizons-log-destroyed = { $piece } bị tiêu diệt ở { $land }
horizons-log-removed = { $piece } bị loại bỏ khỏi { $land }
horizons-log-replaced = { $piece } ở { $land } trở thành { $into }
horizons-log-moved = { $piece } di chuyển từ { $land } sang { $to }
horizons-log-presence_destroyed =
    { $count ->
       *[other] { $seat } mất { $count } Hiện diện ở { $land }
    }
horizons-log-defend = Phòng thủ { $n } ở { $land }
horizons-log-round_effect =
    { $land ->
        [none] { $effect } trong vòng này
       *[other] { $land }: { $effect } trong vòng này
    }
horizons-log-paid = { $seat } trả { $n } Năng lượng
horizons-log-territorial_aggression = Hung hăng giữ lãnh thổ của { $seat }: +{ $n } sát thương cho { $power }
horizons-log-furious_might = Món quà sức mạnh cuồng nộ: +{ $n } sát thương cho { $power }
horizons-log-dahan_trust = Dahan tin kẻ canh chừng: { $seat } có thể gom 1 Dahan vào { $land }
horizons-log-elements_gained =
    { $seat } có { $elements } trong vòng này
horizons-log-may_reclaim = { $seat } có thể thu hồi 1 lá đã chơi khi Thời gian trôi
horizons-log-reclaimed_one = { $seat } thu hồi { $card } thay vì bỏ nó
horizons-log-unharmed = { $piece } ở { $land } không hề hấn gì
horizons-log-blight_prevented = Không thêm Tàn lụi vào { $land }: nó ở lại trong kho
horizons-log-repeat =
    { $seat } lặp lại { $power }{ $land ->
        [none] {""}
       *[other] {" "}lên { $land }
    }
horizons-log-presence_returned =
    { $count ->
       *[other] { $count } Hiện diện bị tiêu diệt của { $seat } quay về { $land }
    }
horizons-log-invaders_stopped = Vòng này Kẻ xâm lược không { $action ->
        [build] Xây dựng
        [build_city] xây Thành phố
        [explore] Khám phá
       *[other] { $action }
    } ở những vùng đất { $where ->
        [city] có Thành phố
        [dahan] có Dahan
        [two_dahan] có từ 2 Dahan trở lên
        [dahan_outnumber] nơi Dahan đông hơn Thị trấn và Thành phố
        [coastal] ven biển
       *[other] { $where }
    }
horizons-log-game_over =
    { $won ->
        [true] Các Tinh linh chiến thắng
       *[other] Các Tinh linh thất bại
    } ở vòng { $round }: { $why }
horizons-refuse-not_a_choice = Đó không phải là một lựa chọn lúc này: hãy chọn một mục đang sáng
horizons-refuse-game_over = Ván đã kết thúc
horizons-refuse-already_used = { $power } đã được dùng trong vòng này
horizons-refuse-not_played = { $power } không nằm trong các lá bạn đã chơi vòng này
horizons-refuse-no_threshold = { $power }: bạn chưa có đủ Nguyên tố cho cấp đầu tiên
horizons-refuse-wrong_speed = { $power } không được dùng trong giai đoạn này: nó chờ đến tốc độ của mình
horizons-refuse-no_target = { $power } hiện không có vùng đất hay Tinh linh nào trong tầm
horizons-refuse-out_of_range = { $power } không thể nhắm vào đó: hãy chọn một mục tiêu đang sáng
horizons-refuse-growth_chosen = Bạn đã chọn một lựa chọn Phát triển trong vòng này
horizons-refuse-no_growth = Hãy chọn một lựa chọn Phát triển trước
horizons-refuse-track_empty = Dải đó không còn Hiện diện: hãy lấy từ dải còn lại
horizons-refuse-not_in_range = Vùng đất đó ngoài tầm: hãy chọn một vùng đất đang sáng
horizons-refuse-not_in_hand = Lá đó không có trên tay bạn
horizons-refuse-no_plays_left = Bạn đã hết lượt chơi lá trong vòng này: hãy chọn Xong, không chơi thêm lá
horizons-refuse-not_enough_energy = Bạn không đủ Năng lượng cho lá đó
horizons-refuse-nothing_drawn = Không có lá đã rút nào để giữ
horizons-refuse-gain_pending = Hãy giữ 1 trong các lá đã rút trước
horizons-refuse-no_forget = Hiện không có lá nào để quên
horizons-refuse-no_presence = Ở đó không có Hiện diện của bạn
horizons-refuse-not_a_deck = Hãy chọn bộ bài Quyền năng nhỏ hoặc Quyền năng lớn
horizons-refuse-not_a_land = Đó không phải là vùng đất của hòn đảo này
horizons-refuse-not_a_piece = Đó không phải là quân có thể chọn ở đây
horizons-refuse-no_such_piece = Ở đó không có quân như vậy: hãy chọn một quân đang sáng
horizons-refuse-bad_amount = Số lượng đó không thể dùng ở đây
horizons-refuse-same_land = Quân phải di chuyển sang vùng đất khác
horizons-refuse-not_adjacent = Các vùng đất đó không kề nhau: hãy chọn một vùng đất đang sáng
horizons-refuse-no_cascade = Hiện không có Tàn lụi lan ra nào để đặt
horizons-refuse-no_switch = Tinh linh khác chỉ có thể tiếp quyền khi các Tinh linh cùng chơi một giai đoạn
horizons-refuse-switch_not_now = Hãy hoàn thành bước này trước: Tinh linh khác chỉ có thể tiếp quyền giữa các bước của Tinh linh này
horizons-refuse-switch_idle = Tinh linh đó hiện không có Quyền năng nào có thể dùng
horizons-refuse-switch_self = Tinh linh đó đang hành động rồi
horizons-refuse-switch_done = Tinh linh đó đã xong giai đoạn này: chỉ Tinh linh còn đang chờ mới có thể tiếp quyền
horizons-refuse-same_spirit = { $spirit } đã là Tinh linh của { $other }: hãy chọn Tinh linh khác cho { $seat }
horizons-refuse-special_not_pending = Không có Thị trấn Đợt II nào đang chờ được đặt
horizons-refuse-special_pending = Hãy đặt Thị trấn Đợt II trước
