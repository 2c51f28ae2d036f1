/// Reading run.json written before the frames drew (format 5 all the same): the drawing counters were added
/// to it, and where one is absent it is zero, as nothing was drawn. (The display pass: `PerPass`.)

extension RepetitionCounters {
    enum CodingKeys: String, CodingKey {
        case views, textCacheHits, textCacheMisses, textCacheEvictions, rowHeightsMeasured, layoutsComputed
        case storiesBuilt, layoutsRecomputed, layoutsDropped, viewsDrawn, glyphsDrawn, pixelsFilled, photosDecoded
        case bitmapsReused, bitmapsAttached
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(views: try container.decode(ViewWorkCounters.self, forKey: .views))
        textCacheHits = try container.decode(Int.self, forKey: .textCacheHits)
        textCacheMisses = try container.decode(Int.self, forKey: .textCacheMisses)
        textCacheEvictions = try container.decode(Int.self, forKey: .textCacheEvictions)
        rowHeightsMeasured = try container.decode(Int.self, forKey: .rowHeightsMeasured)
        layoutsComputed = try container.decode(Int.self, forKey: .layoutsComputed)
        storiesBuilt = try container.decode(Int.self, forKey: .storiesBuilt)
        layoutsRecomputed = try container.decode(Int.self, forKey: .layoutsRecomputed)
        layoutsDropped = try container.decode(Int.self, forKey: .layoutsDropped)
        viewsDrawn = try container.decodeIfPresent(Int.self, forKey: .viewsDrawn) ?? 0
        glyphsDrawn = try container.decodeIfPresent(Int.self, forKey: .glyphsDrawn) ?? 0
        pixelsFilled = try container.decodeIfPresent(Int.self, forKey: .pixelsFilled) ?? 0
        photosDecoded = try container.decodeIfPresent(Int.self, forKey: .photosDecoded) ?? 0
        bitmapsReused = try container.decodeIfPresent(Int.self, forKey: .bitmapsReused) ?? 0
        bitmapsAttached = try container.decodeIfPresent(Int.self, forKey: .bitmapsAttached) ?? 0
    }
}

extension FrameColumns {
    enum CodingKeys: String, CodingKey {
        case frame, milliseconds, cpuMilliseconds, build, layout, mount, scroll, update, navigation, display, wait
        case allocatedBytes, viewsCreated, liveViews, offset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init([])
        frame = try container.decode([Int].self, forKey: .frame)
        milliseconds = try container.decode([Double].self, forKey: .milliseconds)
        cpuMilliseconds = try container.decode([Double].self, forKey: .cpuMilliseconds)
        build = try container.decode([Double].self, forKey: .build)
        layout = try container.decode([Double].self, forKey: .layout)
        mount = try container.decode([Double].self, forKey: .mount)
        scroll = try container.decode([Double].self, forKey: .scroll)
        update = try container.decode([Double].self, forKey: .update)
        navigation = try container.decode([Double].self, forKey: .navigation)
        display = try container.decodeIfPresent([Double].self, forKey: .display)
            ?? [Double](repeating: 0, count: frame.count)
        wait = try container.decode([Double].self, forKey: .wait)
        allocatedBytes = try container.decode([UInt64].self, forKey: .allocatedBytes)
        viewsCreated = try container.decode([Int].self, forKey: .viewsCreated)
        liveViews = try container.decode([Int].self, forKey: .liveViews)
        offset = try container.decode([Double].self, forKey: .offset)
    }
}
