# Living Forest (cùng thẻ Promo Sanki/Onibi và bản mở rộng Kodama): tên, tùy chọn, bảng chơi,
# thẻ bài và các dòng nhật ký, lời nhắc, lời từ chối của bộ máy luật. { $card } đã là tên thú
# (ví dụ "Nhím") và { $seat } là tên người chơi.

# nguồn gốc của một Action bổ sung, đặt sau lời của Action (các thông điệp tham chiếu tới nó
# đọc biến $origin của chính chúng)
lf-origin = { $origin ->
    [corner] {" "}(phần thưởng góc Rừng)
    [stone] {" "}(ô đá trên Vòng tròn)
    [animal] {" "}(Action bổ sung của Thú hộ mệnh)
   *[other] {""}
}

end-reason-living_forest-goal_reached = Khi kết thúc một Giai đoạn Action, đã có người đạt một điều kiện chiến thắng.
game-living_forest-name = Living Forest
game-living_forest-tagline = Thu hút Thú hộ mệnh, trồng Cây bảo vệ và đẩy lùi Lửa của Onibi: ai đạt 12 trước sẽ giành chiến thắng.
options-living_forest-promo = Thẻ Promo Sanki và Onibi
options-living_forest-promo-false = Không dùng
options-living_forest-promo-true = Có dùng
options-living_forest-promo-true-about = Đặt cạnh Vòng tròn: mỗi thẻ có thể được Thu hút với 15 Mặt Trời.
options-living_forest-kodama = Bản mở rộng Kodama
options-living_forest-kodama-false = Không dùng
options-living_forest-kodama-true = Có chơi
options-living_forest-kodama-true-about = Điều kiện chiến thắng là 13, hoặc 15 khi một chồng Kodama đã hết.
options-living_forest-first_player = Giữ Cây thánh đầu tiên
options-living_forest-first_player-random = Chọn ngẫu nhiên
options-living_forest-first_player-seat = { $name } (chỗ ngồi { $n })
seatfield-living_forest-spirit = Tinh linh
seatfield-living_forest-spirit-spring = Xuân (xanh lá)
seatfield-living_forest-spirit-summer = Hạ (đỏ)
seatfield-living_forest-spirit-autumn = Thu (cam)
seatfield-living_forest-spirit-winter = Đông (xanh dương)
end-tiebreak-living_forest-sum = Nhiều Tinh linh đạt điều kiện chiến thắng: ai có tổng ba chỉ số cao nhất sẽ giành chiến thắng.
end-tiebreak-living_forest-shared = Nhiều Tinh linh đạt điều kiện chiến thắng với cùng tổng ba chỉ số: họ cùng chiến thắng.
end-lf-nobody = Chưa ai đạt điều kiện chiến thắng.
end-lf-why-goal = { $name } giành chiến thắng nhờ đạt điều kiện: { $what }.
end-lf-why-sum = Có hơn một Tinh linh đạt điều kiện, nên tổng ba chỉ số quyết định: { $name } ({ $what }) giành chiến thắng với { $total }, so với { $others }.
end-lf-why-shared = { $each } đều đạt điều kiện, với cùng tổng ba chỉ số ({ $total }): { $names } cùng chiến thắng.
end-lf-who_reached = { $name } với { $what }
end-lf-who_reached_total = { $total } của { $name } ({ $what })
end-lf-count-trees-n =
    { $count ->
       *[other] { $count } loại Cây khác nhau
    }
end-lf-count-fires-n =
    { $count ->
       *[other] { $count } mảnh Lửa
    }
end-lf-count-flowers-n =
    { $count ->
       *[other] { $count } Hoa thánh
    }
end-lf-detail-winner = chiến thắng
end-lf-detail-qualified = đạt điều kiện
end-lf-detail-best = chỉ số cao nhất { $n }
end-lf-detail-count = { $n }/{ $goal } { $what }
end-lf-detail-total = {" "}· tổng { $total }
handoff-body-living_forest = Đến lượt họ triệu tập Thú hộ mệnh. Các thẻ họ rút được ẩn cho đến khi họ dừng. Không nhìn trộm nhé!
handoff-confirm-living_forest = Tôi là { $name }: triệu tập Thú hộ mệnh của tôi
end-lf-trees = Cây
end-lf-count-trees = loại Cây khác nhau
end-lf-count-fires = mảnh Lửa
end-lf-count-flowers = Hoa thánh
end-lf-fires = Lửa
end-lf-flowers = Hoa
end-lf-score = Tổng
lf-element-sun = Mặt Trời
lf-element-water = Giọt Nước
lf-element-seed = Mầm cây
lf-element-wind = Xoáy Gió
lf-element-flower = Hoa thánh
lf-tile-fire = Lửa
lf-tile-flower = Hoa
lf-tile-tree = Cây
lf-kind-fragment = Lấy mảnh Dấu X
lf-kind-attract = Thu hút
lf-kind-extinguish = Dập tắt Lửa
lf-kind-plant = Trồng
lf-kind-move = Tiến lên
lf-kind-call = Triệu hồi Kodama
lf-stone-plant = Trồng Cây bảo vệ
lf-stone-fragment = Lấy mảnh Dấu X
lf-stone-attract = Thu hút Thú hộ mệnh
lf-stone-extinguish = Dập tắt Lửa
lf-stone-call = Triệu hồi Kodama
lf-marker-solitary = đơn độc
lf-marker-gregarious = bầy đàn
lf-tree = Cây { $cost }
lf-tree-start = Cây bảo vệ khởi đầu
lf-tree-kodama = Cây Kodama { $cost }
lf-tree-per_kodama = +1 { $element } cho mỗi biểu tượng Kodama
lf-tree-special = cho phép thực hiện cùng một Action 2 lần
lf-bonus = +{ $n } { $element }
lf-card-effect-sanki = 5 Hoa thánh
lf-card-effect-onibi = các Tinh linh khác chỉ thực hiện 1 Action trong lượt này
lf-spirit-spring = Xuân
lf-spirit-summer = Hạ
lf-spirit-autumn = Thu
lf-spirit-winter = Đông
lf-info-amount = { $n } { $element }
lf-info-title-tree = Cây { $cost }
lf-info-title-kodama_tree = Cây Kodama { $cost }
lf-info-title-start_tree = Cây bảo vệ khởi đầu
lf-info-card-nothing = Trong Đội giúp đỡ, thẻ này không cho Tài nguyên nào.
lf-info-card-gives = Trong Đội giúp đỡ, thẻ này cho { $gives }.
lf-info-card-takes = Trong Đội giúp đỡ, thẻ này lấy đi { $takes }.
lf-info-card-gives_takes = Trong Đội giúp đỡ, thẻ này cho { $gives } và lấy đi { $takes }.
lf-info-marker-solitary = Đơn độc (Xu Đen): khi có 3 Xu Đen không bị hủy, bạn phải dừng rút và chỉ được thực hiện 1 Action.
lf-info-marker-gregarious = Bầy đàn (Xu Trắng): hủy 1 Xu Đen trong Đội giúp đỡ của bạn.
lf-info-effect-sanki = Khi nằm trong Đội giúp đỡ của bạn, 5 Hoa thánh của nó được tính vào điều kiện Hoa.
lf-info-effect-onibi = Khi nằm trong Đội giúp đỡ của bạn, mọi Tinh linh khác chỉ thực hiện 1 Action trong lượt này.
lf-info-kodama_symbols =
    { $count ->
       *[other] Thẻ có { $count } biểu tượng Kodama: khi Action của bạn bắt đầu, hãy dùng biểu tượng để lấy mảnh Dấu X (2), mảnh Tài nguyên (3) hoặc Action bổ sung (4).
    }
lf-info-ability-same_action_twice = Khi nằm trong Đội giúp đỡ của bạn, cả 2 Action của bạn có thể đều là { $kind }.
lf-info-ability-bonus_action = Khi nằm trong Đội giúp đỡ của bạn, thẻ cho 1 Action bổ sung, { $kind }, ngoài các Action của bạn (mỗi lượt 1 lần).
lf-info-cost-animal = Thu hút với { $cost } Mặt Trời: thẻ được úp xuống trên cùng chồng rút của bạn. Khi kết thúc lượt, nó mang 1 mảnh Lửa giá trị { $fire } vào giữa Vòng tròn.
lf-info-cost-promo = Thu hút với { $cost } Mặt Trời: thẻ được úp xuống trên cùng chồng rút của bạn, và không mang theo Lửa.
lf-info-cost-kodama = Triệu hồi khi số Hoa thánh của bạn đạt { $cost } (không phải trả gì): thẻ được đặt lên trên chồng rút của bạn, rồi Onibi di chuyển.
lf-info-varan = Cuối lượt, Onibi trao thẻ Fire Vacan cho những Tinh linh có Giọt Nước ít hơn Hỏa lực của Onibi (tổng giá trị các mảnh Lửa ở giữa Vòng tròn). Dùng 1 mảnh Dấu X cho một thẻ Fire Vacan vừa rút sẽ trả nó về kho dự trữ.
lf-info-sub-varan = Fire Vacan
lf-info-sub-kodama = Thẻ Kodama (chồng { $stack })
lf-info-sub-kodama_start = Thẻ Kodama khởi đầu
lf-info-sub-promo = Thẻ Promo, cạnh Vòng tròn
lf-info-sub-start = Thú hộ mệnh khởi đầu
lf-info-sub-level = Thú hộ mệnh, Cấp { $level }
lf-info-sub-tree = Cây bảo vệ, chi phí { $cost } Mầm cây
lf-info-sub-start_tree = Cây bảo vệ khởi đầu
lf-info-sub-fire = Mảnh Lửa
lf-info-sub-vtile = Mảnh VP
lf-info-sub-stone = Vòng tròn Tinh linh
lf-info-sub-token = Mảnh
lf-info-sub-kodama_part = Bản mở rộng Kodama
lf-info-tree-start = Cây nằm giữa Rừng của bạn từ đầu ván và được tính là 1 loại cho điều kiện Cây.
lf-info-tree-bonus = Khi đã trồng, cây cho { $bonus } vĩnh viễn: có hiệu lực cho mọi Action từ đó, kể cả Action tiếp theo.
lf-info-tree-special = Khi đã trồng, 2 Action trong một lượt của bạn có thể cùng loại.
lf-info-tree-per_kodama = Khi đã trồng, cây cho 1 { $element } cho mỗi biểu tượng Kodama trong Đội giúp đỡ và Rừng của bạn, tính lại mỗi lượt.
lf-info-tree-symbols =
    { $count ->
       *[other] Khi đã trồng, cây có { $count } biểu tượng Kodama.
    }
lf-info-tree-plant = Trồng với { $cost } Mầm cây vào một ô trống liền kề một Cây của bạn (không tính đường chéo).
lf-info-tree-once = Mỗi Tinh linh chỉ được trồng loại cây này 1 lần.
lf-info-tree-goal = Mỗi loại Cây khác nhau trong Rừng của bạn được tính 1 cho điều kiện Cây; cây thứ hai cùng loại không được tính thêm.
lf-info-tree-left =
    { $count ->
       *[other] Còn { $count } cây trên giá đỡ.
    }
lf-info-fire-put_out = Dập tắt với { $value } Giọt Nước: bạn giữ mảnh Lửa, và mỗi mảnh được tính 1 cho điều kiện Lửa, bất kể giá trị.
lf-info-fire-attack = Cuối lượt, Onibi tấn công với tổng giá trị các mảnh Lửa còn ở giữa Vòng tròn: mỗi Tinh linh có ít Giọt Nước hơn nhận 1 thẻ Fire Vacan cho mỗi mảnh Lửa.
lf-info-vtile-fire = Mảnh VP Lửa
lf-info-vtile-flower = Mảnh VP Hoa
lf-info-vtile-tree = Mảnh VP Cây
lf-info-vtile-counts-fire = Được tính 1 cho điều kiện Lửa của người giữ.
lf-info-vtile-counts-flower = Được tính 1 cho điều kiện Hoa của người giữ.
lf-info-vtile-counts-tree = Được tính 1 cho điều kiện Cây của người giữ.
lf-info-vtile-steal = Tinh linh nhảy qua Tinh linh của người giữ trên Vòng tròn được lấy 1 mảnh VP tùy chọn.
lf-info-etile = Mảnh Tài nguyên
lf-info-etile-buy = Mua bằng 3 biểu tượng Kodama khi Action của bạn bắt đầu; bạn có thể giữ lại cho lượt sau.
lf-info-etile-use = Dùng trong lúc thực hiện Action, mảnh trở thành 2 Mặt Trời, Giọt Nước hoặc Mầm cây, hoặc 1 Xoáy Gió hoặc Hoa thánh, cho đến hết lượt; sau đó trở về kho dự trữ.
lf-info-stone-plant = Tinh linh dừng ở đây lập tức Trồng Cây bảo vệ bằng Mầm cây của mình.
lf-info-stone-fragment = Tinh linh dừng ở đây lấy 1 mảnh Dấu X.
lf-info-stone-attract = Tinh linh dừng ở đây lập tức Thu hút Thú hộ mệnh bằng Mặt Trời của mình.
lf-info-stone-extinguish = Tinh linh dừng ở đây lập tức Dập tắt Lửa bằng Giọt Nước của mình.
lf-info-stone-call = Tinh linh dừng ở đây Triệu hồi Kodama bằng Hoa thánh của mình.
lf-info-stone-move = Khi Tiến bằng Xoáy Gió, chỉ tính các ô đá trống: các Tinh linh trên đường bị nhảy qua, và mỗi Tinh linh bị nhảy qua phải nhường 1 mảnh VP.
lf-info-fragment = Mảnh Dấu X
lf-info-fragment-get = Lấy 1 mảnh Dấu X như một Action, từ ô đá mảnh Dấu X hoặc từ một góc Rừng.
lf-info-fragment-use = Khi đang triệu tập Thú hộ mệnh, dùng 1 mảnh để trả lại thẻ bạn vừa rút (thẻ Fire Vacan trở về kho dự trữ).
lf-info-sacred = Cây thánh
lf-info-sacred-text = Người giữ triệu tập Thú hộ mệnh và thực hiện Action trước trong lượt này; cuối lượt, Cây thánh được trao cho Tinh linh kế tiếp theo chiều kim đồng hồ.
lf-info-onibi-text = Sau mỗi lần Triệu hồi Kodama, Onibi di chuyển theo chiều kim đồng hồ; với mỗi Tinh linh nó nhảy qua, nó thêm 1 mảnh Lửa giá trị 2 vào giữa Vòng tròn. Tinh linh di chuyển cũng nhảy qua Onibi.
lf-board-round = Lượt { $round }
lf-board-phase-draw = Thú hộ mệnh
lf-board-phase-actions = Action
lf-board-phase-over = Kết thúc trò chơi
lf-board-status-draw = { $name } đang triệu tập Thú hộ mệnh
lf-board-status-act = { $name } đang thực hiện Action
lf-board-status-over = Ván đã kết thúc.
lf-board-holder = { $name } giữ Cây thánh
lf-board-round_end = Kết thúc lượt { $round }
lf-board-circle = Vòng tròn Tinh linh
lf-board-centre = Lửa ở giữa Vòng tròn
lf-board-centre-total = Hỏa lực của Onibi { $total }
lf-board-centre-aria =
    { $count ->
       *[other] { $count } mảnh Lửa ở giữa, tổng { $total }
    }
lf-board-fire-aria = Mảnh Lửa giá trị { $value }
lf-board-stone-aria = Ô đá { $n }: { $action }
lf-board-stone-spirits = { $text }; Tinh linh của { $names }
lf-board-market = Thú hộ mệnh có thể Thu hút
lf-board-level = Cấp { $level }
lf-board-level-deck =
    { $count ->
       *[other] còn { $count } thẻ
    }
lf-board-slot-empty = Đã lấy
lf-board-promo = Cạnh Vòng tròn
lf-board-rack = Cây bảo vệ
lf-board-rack-left = ×{ $left }
lf-board-rack-aria = { $tree }: chi phí { $cost } Mầm cây, { $bonus }, còn { $left }
lf-board-supply = Kho dự trữ
lf-board-varans = Fire Vacan
lf-board-varans-left =
    { $count ->
       *[other] Còn { $count } thẻ Fire Vacan trong kho dự trữ
    }
lf-board-fragments = Mảnh Dấu X
lf-board-fragment-take = Lấy mảnh Dấu X
lf-board-attracted = Đã Thu hút lượt này: { $a } · { $b } · { $c }
lf-board-players = Tinh linh
lf-board-seat-aria = Rừng, Đội giúp đỡ và các chồng bài của { $name }
lf-board-seat-open = Hiện
lf-board-seat-fold = Ẩn
lf-board-seat-open-aria = Hiện Rừng, Đội giúp đỡ và các chồng bài của { $name }
lf-board-seat-fold-aria = Ẩn Rừng, Đội giúp đỡ và các chồng bài của { $name }
lf-board-card-level = Cấp { $level },{" "}
lf-board-pile-top-label = Trên cùng:
lf-board-seat-you = bạn
lf-board-seat-bot = máy ({ $level })
lf-board-seat-holder = Cây thánh
lf-board-seat-state-waiting = chờ rút thẻ
lf-board-seat-state-drawing = đang rút
lf-board-seat-state-drawn = đã rút xong
lf-board-seat-state-acting = đang thực hiện Action
lf-board-seat-state-done = xong
lf-board-progress-trees = Loại Cây khác nhau
lf-board-progress-fires = Lửa
lf-board-progress-flowers = Hoa thánh
lf-board-progress-value = { $n }/{ $goal }
lf-board-progress-hidden = ?/{ $goal }
lf-board-forest = Rừng của { $name }
lf-board-space-aria = Ô Rừng cột { $col }, hàng { $row }: { $what }
lf-board-space-empty = trống
lf-board-corner-attract = trồng ở đây: Thu hút với +{ $amount } Mặt Trời
lf-board-corner-extinguish = trồng ở đây: Dập tắt Lửa với +{ $amount } Giọt Nước
lf-board-corner-fragments = trồng ở đây: { $amount } mảnh Dấu X
lf-board-line-bonus = Khi đầy: +{ $n } { $element }
lf-board-line-bonus-full = Đã đầy: +{ $n } { $element } vĩnh viễn
lf-board-line = Đội giúp đỡ
lf-board-line-hidden = Vẫn đang triệu tập Thú hộ mệnh…
lf-board-line-empty = Chưa có Thú hộ mệnh nào
lf-board-totals = Sức mạnh (Đội giúp đỡ + Rừng)
lf-board-totals-aria = { $element } { $total } ({ $bonus } từ Rừng)
lf-board-solitary = Đơn độc { $n }/3
lf-board-solitary-hidden = Đơn độc ?
lf-board-actions =
    { $count ->
        [1] 1 Action trong lượt này
       *[other] { $count } Action khác nhau trong lượt này
    }
lf-board-used = Đã làm: { $list }
lf-board-pile = Chồng rút
lf-board-pile-count =
    { $count ->
       *[other] { $count } thẻ
    }
lf-board-pile-top = Trên cùng: { $cards }
lf-board-pile-aria = Chồng rút của bạn, { $cards }: rút 1 thẻ
lf-board-discard = Chồng bài bỏ
lf-board-discard-show = Xem chồng bài bỏ của bạn ({ $count })
lf-board-discard-empty = Chồng bài bỏ của bạn đang trống.
lf-board-fires = Lửa đã dập tắt
lf-board-tiles = Mảnh VP
lf-board-tile-aria = Mảnh VP { $tile } của { $name }
lf-board-tiles-none = không có
lf-board-drawn = vừa rút
lf-board-card-aria = { $name }{ $marker }: { $elements }{ $cost }
lf-board-card-cost = , chi phí { $cost } Mặt Trời
lf-board-card-nothing = không có Tài nguyên
lf-board-task-attract = Mặt Trời còn lại: { $left }
lf-board-task-extinguish = Giọt Nước còn lại: { $left }
lf-board-task-kodama = Kodama còn dùng được: { $left }
lf-board-kodama = Kodama
lf-board-kodama-stack-flower = Chồng Kodama Hoa
lf-board-kodama-stack-tree = Chồng Kodama Cây
lf-board-kodama-stack-water = Chồng Kodama Nước
lf-board-kodama-count =
    { $count ->
       *[other] { $count } thẻ
    }
lf-board-kodama-short-flower = Hoa
lf-board-kodama-short-tree = Cây
lf-board-kodama-short-water = Nước
lf-board-kodama-empty = Đã hết: điều kiện giờ là 15
lf-board-kodama-removed =
    { $count ->
       *[other] { $count } thẻ bị để riêng, không lật
    }
lf-board-kodama-goals = Điều kiện: Cây { $trees }, Lửa { $fires }, Hoa { $flowers }
lf-board-kodama-symbols = Biểu tượng Kodama trong Đội giúp đỡ và Rừng: { $n }
lf-board-kodama-cost = , Triệu hồi với { $cost } Hoa thánh
lf-board-card-symbols =
    { $count ->
       *[other] , { $count } biểu tượng Kodama
    }
lf-board-card-ability-same_action_twice = ; có thể { $kind } ở cả 2 Action
lf-board-card-ability-bonus_action = ; 1 Action bổ sung: { $kind }
lf-board-onibi = Onibi
lf-board-onibi-aria = { $text }; Bảng đứng Onibi
lf-board-element_tiles = Mảnh Tài nguyên
lf-board-element_tiles-aria =
    { $count ->
       *[other] đang giữ { $count } mảnh Tài nguyên
    }
lf-board-element_used = Mảnh đang dùng: { $list }
lf-board-extra =
    { $count ->
       *[other] +{ $count } Action bổ sung
    }
lf-board-bonus_actions = Action bổ sung: { $list }
lf-button-draw = Rút thẻ
lf-button-stop = Dừng rút
lf-button-discard_drawn = Dùng 1 mảnh Dấu X cho { $card }
lf-button-discard_drawn-help = Thẻ vào chồng bài bỏ của bạn (thẻ Fire Vacan trở về kho dự trữ).
lf-button-take_fragment = Lấy mảnh Dấu X
lf-button-pass = Kết thúc Action
lf-button-clear = Chọn lại
lf-button-done-attract = Không Thu hút
lf-button-done-attract-more = Xong Thu hút
lf-button-done-extinguish = Không Dập tắt
lf-button-done-extinguish-more = Xong Dập tắt
lf-button-done-plant = Không Trồng
lf-button-done-call = Không Triệu hồi Kodama
lf-button-done-kodama = Giữ phần còn lại
lf-button-kodama-fragment = 1 mảnh Dấu X (2 Kodama)
lf-button-kodama-tile = 1 mảnh Tài nguyên (3 Kodama)
lf-button-kodama-action = 1 Action bổ sung (4 Kodama)
lf-button-use_tile = Dùng mảnh Tài nguyên
lf-button-tile-cancel = Để sau
lf-prompt-tile = Chọn Tài nguyên mà mảnh của bạn trở thành trong các tổng của Đội giúp đỡ (+2 Mặt Trời, Giọt Nước hoặc Mầm cây; +1 Xoáy Gió hoặc Hoa thánh).
lf-button-bonus = Phần thưởng của { $card }: { $kind }
lf-button-bonus-cancel = Không dùng Action bổ sung
lf-prompt-bonus = Action bổ sung của { $card }: chọn việc nó làm.
lf-button-steal = Lấy mảnh VP { $tile } của họ
lf-button-move =
    { $count ->
       *[other] Tiến { $count } ô đá
    }
lf-hint-tree_first = Trước tiên chọn một Cây trên giá đỡ, rồi chọn một ô trong Rừng của bạn.
lf-prompt-tree_picked = Giờ hãy chọn chỗ Trồng { $tree } trong Rừng của bạn.
lf-prompt-space_picked = Giờ hãy chọn Cây để Trồng ở đó.
lf-try-draw = rút thẻ
lf-try-discard_drawn = dùng mảnh Dấu X cho một thẻ
lf-try-stop = dừng rút
lf-try-take_fragment = Lấy mảnh Dấu X
lf-try-attract = Thu hút Thú hộ mệnh
lf-try-extinguish = Dập tắt Lửa
lf-try-plant = Trồng Cây bảo vệ
lf-try-move = di chuyển Tinh linh của bạn
lf-try-pass = kết thúc Action
lf-try-done = hoàn tất lựa chọn này
lf-try-steal = lấy một mảnh VP
lf-try-kodama = dùng biểu tượng Kodama
lf-try-use_tile = dùng mảnh Tài nguyên
lf-try-call = Triệu hồi Kodama
lf-buy-fragment = 1 mảnh Dấu X
lf-buy-tile = 1 mảnh Tài nguyên
lf-buy-action = 1 Action bổ sung
lf-refuse-unknown = Đó không phải là một nước đi của Living Forest. Những chỗ đang sáng và các nút dưới lời nhắc cho biết bạn có thể làm gì.
lf-refuse-other = Lúc này không thể làm vậy. Những chỗ đang sáng và các nút dưới lời nhắc cho biết bạn có thể làm gì.
lf-refuse-now-draw = Lúc này bạn không thể { $tried }: các Tinh linh đang triệu tập Thú hộ mệnh. Hãy rút 1 thẻ từ chồng rút hoặc dừng rút; Action bắt đầu khi mọi người đã rút xong.
lf-refuse-now-action = Lúc này bạn không thể { $tried }: đã đến lúc thực hiện Action. Hãy chọn một Action (Thú hộ mệnh, mảnh Lửa, Cây, ô đá đang sáng hoặc mảnh Dấu X), hoặc kết thúc Action.
lf-refuse-now-attract = Lúc này bạn không thể { $tried }: hãy hoàn tất việc Thu hút trước. Chọn một Thú hộ mệnh đang sáng khác mà Mặt Trời của bạn còn đủ trả, hoặc xong Thu hút.
lf-refuse-now-extinguish = Lúc này bạn không thể { $tried }: hãy hoàn tất việc Dập tắt Lửa trước. Chọn một mảnh Lửa đang sáng khác mà Giọt Nước của bạn còn đủ, hoặc xong.
lf-refuse-now-plant = Lúc này bạn không thể { $tried }: Tinh linh của bạn đã đến ô đá Trồng cây. Hãy chọn một Cây và một ô trong Rừng, hoặc không Trồng.
lf-refuse-now-steal = Lúc này bạn không thể { $tried }: bạn đã nhảy qua một Tinh linh. Trước tiên hãy chọn mảnh VP của họ mà bạn lấy.
lf-refuse-now-kodama = Lúc này bạn không thể { $tried }: trước tiên hãy dùng biểu tượng Kodama (2 cho mảnh Dấu X, 3 cho mảnh Tài nguyên, 4 cho Action bổ sung), hoặc giữ phần còn lại.
lf-refuse-now-call = Lúc này bạn không thể { $tried }: Tinh linh của bạn đã đến ô đá Triệu hồi. Hãy Triệu hồi một Kodama ngửa đang sáng, hoặc không Triệu hồi.
lf-refuse-now-over = Ván đã kết thúc: hãy xem kết quả, hoặc bắt đầu ván mới từ menu.
lf-refuse-draw-solitary =
    Đội giúp đỡ của bạn có { $limit } Thú hộ mệnh đơn độc: bạn phải dừng rút{ $drawn ->
        [true] { $fragments ->
            [0] {""}
            [none] {""}
           *[other] {" "}(hoặc dùng 1 mảnh Dấu X để trả lại thẻ vừa rút)
        }
       *[other] {""}
    }.
lf-refuse-draw-empty = Chồng rút và chồng bài bỏ của bạn đều trống, nên không còn gì để rút: hãy dừng rút.
lf-refuse-fragment-none = Bạn không có mảnh Dấu X nào để dùng: hãy rút tiếp hoặc dừng rút.
lf-refuse-fragment-not_drawn = Mảnh Dấu X chỉ trả lại được thẻ bạn vừa rút: hãy rút 1 thẻ trước, hoặc dừng rút.
lf-refuse-kodama-off = Ván này không chơi bản mở rộng Kodama: hãy chọn một trong những chỗ đang sáng.
lf-refuse-bonus-none =
    { $animal ->
        [none] Thú hộ mệnh đó
       *[other] { $animal }
    } lúc này không cho Action bổ sung nào: nó không ở trong Đội giúp đỡ của bạn, hoặc đã dùng phần thưởng trong lượt này. Hãy chọn một Action của chính bạn.
lf-refuse-bonus-kind = Action bổ sung của { $animal } là { $kind }, không phải { $wanted }: hãy chọn một trong những chỗ nó làm sáng, hoặc hủy Action bổ sung.
lf-refuse-repeat = Bạn đã chọn { $kind } trong lượt này, và các Action của bạn phải khác nhau: hãy chọn Action khác, hoặc kết thúc Action. (Cây 11 trong Rừng của bạn, hoặc một Thú hộ mệnh cho phép, giúp bạn lặp lại một Action.)
lf-refuse-no_action = Bạn không còn Action nào trong lượt này: hãy kết thúc Action.
lf-refuse-kodama-buy = Biểu tượng Kodama mua được 1 mảnh Dấu X (2 biểu tượng), 1 mảnh Tài nguyên (3) hoặc 1 Action bổ sung (4): hãy chọn một trong số đó, hoặc giữ phần còn lại.
lf-refuse-kodama-cost =
    { $buy_id ->
        [fragment] 1 mảnh Dấu X
        [tile] 1 mảnh Tài nguyên
       *[action] 1 Action bổ sung
    } có chi phí { $cost } biểu tượng Kodama và bạn còn { $left }: hãy chọn thứ rẻ hơn, hoặc giữ phần còn lại.
lf-refuse-tile-none = Bạn không có mảnh Tài nguyên nào: hãy chọn Action khác.
lf-refuse-tile-element = Mảnh Tài nguyên trở thành Mặt Trời, Giọt Nước, Mầm cây, Xoáy Gió hoặc Hoa thánh: hãy chọn một tổng đang sáng của bạn.
lf-refuse-call-offer = Chỉ có thể Triệu hồi thẻ Kodama ngửa trên cùng của mỗi chồng: hãy chọn một thẻ đang sáng.
lf-refuse-call-cost = Kodama này cần { $cost } Hoa thánh và bạn có { $flowers }: hãy chọn Kodama rẻ hơn, hoặc Action khác.
lf-refuse-attract-offer =
    { $card ->
        [none] Thẻ đó
       *[other] { $card }
    } không có trong khu Chợ: hãy chọn một Thú hộ mệnh ngửa đang sáng trong khu Chợ (hoặc một thẻ đang sáng cạnh Vòng tròn).
lf-refuse-attract-cost = { $card } có chi phí { $cost } Mặt Trời và bạn { $more ->
        [true] còn { $sun }: hãy chọn Thú hộ mệnh rẻ hơn, hoặc xong Thu hút.
       *[other] có { $sun }: hãy chọn Thú hộ mệnh rẻ hơn, hoặc Action khác.
    }
lf-refuse-fire-none = Không có mảnh Lửa { $fire ->
        [none] {""}
       *[other] giá trị { $fire }{" "}
    }nào ở giữa Vòng tròn Tinh linh: hãy chọn một trong các mảnh Lửa ở đó.
lf-refuse-fire-cost = Mảnh Lửa giá trị { $fire } cần { $fire } Giọt Nước và bạn { $more ->
        [true] còn { $water }: hãy chọn mảnh Lửa nhỏ hơn, hoặc xong Dập tắt.
       *[other] có { $water }: hãy chọn mảnh Lửa nhỏ hơn, hoặc Action khác.
    }
lf-refuse-plant-tree = Trước tiên hãy chọn một Cây trên giá đỡ, rồi một ô đang sáng trong Rừng của bạn.
lf-refuse-plant-kodama_twice = Rừng của bạn đã có { $tree }, và mỗi Cây Kodama chỉ được Trồng 1 lần: hãy chọn Cây khác.
lf-refuse-plant-gone = Trên giá đỡ không còn { $tree }: hãy chọn Cây khác.
lf-refuse-plant-cost = { $tree } có chi phí { $cost } Mầm cây và bạn có { $seed }: hãy chọn Cây rẻ hơn, hoặc Action khác.
lf-refuse-plant-space = Cây được Trồng vào một ô trống liền kề một Cây trong Rừng của bạn (không tính đường chéo): hãy chọn một ô đang sáng.
lf-refuse-move-stone = Hãy chọn ô đá nơi Tinh linh của bạn dừng lại: những ô đá đang sáng là nơi Xoáy Gió của bạn đến được.
lf-refuse-move-no_wind = Lượt này bạn không có Xoáy Gió nên Tinh linh của bạn không thể Tiến: hãy chọn Action khác.
lf-refuse-move-far = Với { $wind } Xoáy Gió, Tinh linh của bạn Tiến { $wind ->
        [1] 1 ô đá trống
       *[other] từ 1 đến { $wind } ô đá trống
    }, không xa đến vậy: hãy chọn một ô đá đang sáng.
lf-refuse-move-occupied =
    { $onibi ->
        [true] Onibi đang đứng
       *[other] Một Tinh linh khác đang đứng
    } trên ô đá đó, và nó chỉ bị nhảy qua, không thể dừng lại ở đó: hãy chọn một ô đá đang sáng.
lf-refuse-move-count = Tinh linh của bạn đến ô đá đó sau { $steps } bước (các ô đá có Tinh linh bị nhảy qua, không được tính): hãy chọn lại ô đó trên Vòng tròn.
lf-refuse-steal-none = { $from } không giữ mảnh VP { $tile }: hãy lấy một trong các mảnh họ có.
lf-refuse-steal-kind = Mảnh VP là mảnh Lửa, Hoa hoặc Cây: hãy chọn một mảnh mà Tinh linh bạn nhảy qua đang giữ.
living_forest-prompt-draw =
    { $solitary ->
        [none] Triệu tập Thú hộ mệnh: rút 1 thẻ hoặc dừng.
        [3] Đã có 3 Thú hộ mệnh đơn độc: dùng 1 mảnh Dấu X cho thẻ cuối, hoặc dừng.
       *[other] Triệu tập Thú hộ mệnh: rút 1 thẻ hoặc dừng (đơn độc { $solitary }/3, { $fragments } mảnh Dấu X).
    }
living_forest-prompt-action = Thực hiện 1 Action (còn { $left }): Thu hút Thú hộ mệnh, Dập tắt Lửa, Trồng Cây bảo vệ, đưa Tinh linh Tiến trên Vòng tròn, Lấy mảnh Dấu X, { $kodama ->
        [true] Triệu hồi Kodama,{" "}
       *[other] {""}
    }hoặc kết thúc.
living_forest-prompt-attract =
    { $picked ->
        [true] Thu hút thêm Thú hộ mệnh (còn { $left } Mặt Trời) hoặc xong.
       *[other] Chọn Thú hộ mệnh để Thu hút với { $left } Mặt Trời{ lf-origin }.
    }
living_forest-prompt-extinguish =
    { $picked ->
        [true] Dập tắt thêm Lửa (còn { $left } Giọt Nước) hoặc xong.
       *[other] Chọn mảnh Lửa để Dập tắt với { $left } Giọt Nước{ lf-origin }.
    }
living_forest-prompt-plant = Tinh linh của bạn đã đến ô đá Trồng cây: hãy chọn một Cây và một ô, hoặc không Trồng.
living_forest-prompt-steal = Bạn đã nhảy qua { $from }: hãy lấy một mảnh VP của họ.
living_forest-prompt-kodama = Dùng biểu tượng Kodama (còn { $left }): mảnh Dấu X giá 2, mảnh Tài nguyên giá 3, Action bổ sung giá 4.
living_forest-prompt-call = Triệu hồi một Kodama ngửa mà số Hoa thánh của bạn đạt chi phí, hoặc không Triệu hồi.
living_forest-round = Lượt { $round }: { $holder } giữ Cây thánh.
living_forest-draw_turn = { $seat } triệu tập Thú hộ mệnh.
living_forest-draw =
    { $seat } đã rút { $card ->
        [none] 1 thẻ
       *[other] thẻ { $card }
    }{ $reshuffled ->
        [true] {" "}(sau khi xào chồng bài bỏ thành chồng rút mới)
       *[other] {""}
    }.
living_forest-discard_drawn =
    { $seat } đã dùng 1 mảnh Dấu X để trả { $card ->
        [none] thẻ vừa rút
       *[other] thẻ { $card }
    } { $varan ->
        [true] về kho Fire Vacan
       *[other] vào chồng bài bỏ
    }.
living_forest-line =
    { $seat } { $forced ->
        [true] buộc phải dừng
       *[other] đã dừng
    } với { $cards ->
        [none] không Thú hộ mệnh nào
       *[other] { $cards }
    } (đơn độc { $solitary }).
living_forest-action_phase = Giai đoạn Action bắt đầu.{ $onibi ->
        [none] {""}
       *[other] {" "}{ $onibi } có Onibi: các Tinh linh khác chỉ thực hiện 1 Action.
    }
living_forest-turn =
    Lượt Action của { $seat } ({ $actions ->
        [1] 1 Action
       *[other] 2 Action khác nhau
    }).
living_forest-take_fragment =
    { $seat } đã lấy { $amount } mảnh Dấu X.
living_forest-attract =
    { $seat } đã Thu hút { $card } (chi phí { $cost }){ lf-origin }.
living_forest-extinguish =
    { $seat } đã Dập tắt 1 mảnh Lửa giá trị { $fire }{ lf-origin }.
living_forest-decline =
    { $seat } chọn không { $kind }{ lf-origin }.
living_forest-nothing =
    { $seat } không thể { $kind }{ lf-origin }.
living_forest-plant =
    { $seat } đã Trồng { $tree } ở cột { $column }, hàng { $row }{ $lines ->
        [none] {""}
       *[other] {" "}và hoàn thành { $lines }
    }.
living_forest-move =
    { $seat } đã Tiến { $steps } ô đá tới ô đá { $stoneName }{ $jumped ->
        [none] {""}
       *[other] , nhảy qua { $jumped }
    }.
living_forest-stone = { $seat } dừng ở ô đá { $stoneName }.
living_forest-steal = { $seat } đã lấy mảnh VP { $tile } của { $source }.
living_forest-pass = { $seat } kết thúc Action.
living_forest-attack =
    { $targets ->
        [none] Onibi tấn công với Hỏa lực { $total }, nhưng Tinh linh nào cũng đủ Giọt Nước.
       *[other] Onibi tấn công với Hỏa lực { $total }: { $given }.
    }
living_forest-new_fires = Onibi ném Lửa mới: { $added ->
        [none] không có
       *[other] { $added }
    }{ $dropped ->
        [none] {""}
       *[other] {" "}(không còn chỗ cho { $dropped })
    }.
living_forest-kodama_spend = { $seat } đã dùng Kodama để lấy { $buy } (còn { $left }).
living_forest-use_tile = { $seat } đã dùng 1 mảnh Tài nguyên làm { $element }.
living_forest-call =
    { $seat } đã Triệu hồi { $card } (chi phí { $cost }, với { $flowers } Hoa thánh){ lf-origin }.
living_forest-onibi_move = Onibi di chuyển tới ô đá { $stoneName }{ $jumped ->
        [none] {""}
       *[other] , nhảy qua { $jumped }
    }{ $fires ->
        [none] {""}
        [0] {""}
       *[other] : thêm { $fires } mảnh Lửa giá trị 2
    }.
living_forest-refill = Thú hộ mệnh mới trong khu Chợ: { $cards }.
living_forest-empty_centre_fire = Giữa Vòng tròn đang trống: thêm 1 mảnh Lửa giá trị { $fire }.
living_forest-game_over = Kết thúc trò chơi. { $result }
living_forest-game_over-winner = { $names } giành chiến thắng.
living_forest-game_over-winners = { $names } cùng chiến thắng.
living_forest-given = { $name } nhận { $count }
living_forest-given-count =
    { $count ->
       *[other] { $count } thẻ Fire Vacan
    }
living_forest-lines-column = cột { $n }
living_forest-lines-row = hàng { $n }
lf-animal-bear = Gấu
lf-animal-beetle = Bọ cánh cứng
lf-animal-lynx = Linh miêu
lf-animal-fox = Cáo
lf-animal-goldfish = Cá vàng
lf-animal-tanuki = Lửng chó
lf-animal-wild_boar = Lợn rừng
lf-animal-weasel = Chồn
lf-animal-hare = Thỏ rừng
lf-animal-fawn = Nai con
lf-animal-hummingbird = Chim ruồi
lf-animal-bee = Ong
lf-animal-baboon = Khỉ đầu chó
lf-animal-owl = Cú
lf-animal-hedgehog = Nhím
lf-animal-caterpillar = Sâu bướm
lf-animal-flamingo = Hồng hạc
lf-animal-ram = Cừu đực
lf-animal-wolf = Sói
lf-animal-lemur = Vượn cáo
lf-animal-squirrel = Sóc
lf-animal-tortoise = Rùa cạn
lf-animal-coati = Gấu mũi dài
lf-animal-raccoon = Gấu mèo
lf-animal-beaver = Hải ly
lf-animal-raven = Quạ
lf-animal-bat = Dơi
lf-animal-cockatoo = Vẹt mào
lf-animal-meerkat = Cầy meerkat
lf-animal-horse = Ngựa
lf-animal-axolotl = Kỳ giông Mexico
lf-animal-chimpanzee = Tinh tinh
lf-animal-toucan = Chim tu-can
lf-animal-butterfly = Bướm
lf-animal-spider = Nhện
lf-animal-hippopotamus = Hà mã
lf-animal-horned_owl = Cú sừng
lf-animal-woodpecker = Gõ kiến
lf-animal-badger = Lửng
lf-animal-rooster = Gà trống
lf-animal-rhinoceros = Tê giác
lf-animal-goat = Dê
lf-animal-bull = Bò đực
lf-animal-salamander = Kỳ giông
lf-animal-frog = Ếch
lf-animal-marmot = Sóc đất
lf-animal-platypus = Thú mỏ vịt
lf-animal-crane = Sếu
lf-animal-loris = Cu li
lf-animal-koala = Gấu túi
lf-animal-leopard = Báo hoa mai
lf-animal-eagle = Đại bàng
lf-animal-cobra = Rắn hổ mang
lf-animal-praying_mantis = Bọ ngựa
lf-animal-panther = Báo đen
lf-animal-gorilla = Khỉ đột
lf-animal-bison = Bò rừng bison
lf-animal-chameleon = Tắc kè hoa
lf-animal-crocodile = Cá sấu
lf-animal-elephant = Voi
lf-animal-dolphin = Cá heo
lf-animal-dog = Chó
lf-animal-panda = Gấu trúc
lf-animal-deer = Hươu
lf-animal-tapir = Heo vòi
lf-animal-armadillo = Tatu
lf-animal-capybara = Chuột lang nước
lf-animal-crayfish = Tôm càng
lf-animal-peafowl = Công
lf-animal-sloth = Con lười
lf-animal-anteater = Thú ăn kiến
lf-animal-ara = Vẹt Ara
lf-animal-flying_squirrel = Sóc bay
lf-animal-koi = Cá Koi
lf-animal-tiger = Hổ
lf-animal-kodama = Kodama
lf-animal-sanki = Sanki
lf-animal-onibi = Onibi
lf-animal-varan = Fire Vacan
