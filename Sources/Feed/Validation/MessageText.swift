import JSON

/// The JSON layer's quoting of values echoed in messages, under the name the modules above Feed know it by.
public typealias MessageText = JSON.MessageText
