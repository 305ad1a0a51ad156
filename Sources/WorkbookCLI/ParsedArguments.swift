// Reads a command line against what the command declared: options as `--name value` or
// `--name=value`, flags, and positionals in order (a negative number such as `-1` is a
// positional's wrong value, not an option). Every value is checked before the command
// runs; what nobody declared is an error naming the bad word, and so is a repeat.


/// A command line, read against the command's declared arguments.
struct ParsedArguments: Sendable {
    private var values: [String: any Sendable] = [:]
    private var texts: [String: String] = [:]
    private var flags: Set<String> = []
    private var positionals: [String: String] = [:]

    /// Whether `--help` or `-h` is among `words`: then nothing else is read.
    static func wantsHelp(_ words: [String]) -> Bool {
        words.contains("--help") || words.contains("-h")
    }

    /// Reads `words` (the arguments after the command's name) against `declared`.
    ///
    /// Structural mistakes stop the reading at once (a missing value, a repeat); then each
    /// option's value is checked in the order declared; then options only one of which may be
    /// given; last, the first word nobody declared.
    init(
        _ words: [String], declared: [any DeclaredArgument], exclusive: [ExclusiveOptions] = []
    ) throws(CommandError) {
        let specs = declared.map(\.spec)
        var rawOptions: [String: String] = [:]
        var freeSlots = specs.filter(\.isPositional).map(\.name)
        var stray: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-"), !Self.isNegativeNumber(word) else {
                if freeSlots.isEmpty {
                    stray = stray ?? "unexpected argument '\(word)'."
                } else {
                    positionals[freeSlots.removeFirst()] = word
                }
                continue
            }
            let name = word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : ""
            let inlineValue = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
            guard word.hasPrefix("--"), let spec = specs.first(where: { $0.name == name && !$0.isPositional })
            else {
                stray = stray ?? "unknown option '\(word)'."
                continue
            }
            if rawOptions[name] != nil || flags.contains(name) {
                throw .usage("'--\(name)' was given twice; give it once.")
            }
            if spec.kind == .flag {
                guard inlineValue == nil else {
                    throw .usage("'--\(name)' takes no value.")
                }
                flags.insert(name)
                continue
            }
            if let inlineValue {
                guard !inlineValue.isEmpty else {
                    throw .usage("'--\(name)' needs a value after '='.")
                }
                rawOptions[name] = inlineValue
            } else if index < words.count, !words[index].hasPrefix("--") {
                rawOptions[name] = words[index]
                index += 1
            } else {
                throw .usage("'--\(name)' needs a value.")
            }
        }
        for argument in declared {
            guard let option = argument as? any ConvertibleOption else { continue }
            if let text = rawOptions[option.spec.name] {
                texts[option.spec.name] = text
                values[option.spec.name] = try option.convertText(text)
            } else if let value = option.defaultSendable {
                values[option.spec.name] = value
            }
        }
        for group in exclusive where group.names.filter({ texts[$0] != nil || flags.contains($0) }).count > 1
        {
            throw .usage(group.message)
        }
        if let stray {
            throw .usage(stray)
        }
    }

    /// `-1`, `-03`: a number below zero, which is a (wrong) value rather than an option.
    static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.hasPrefix("-") && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: - Reading the values

    /// The option's value: as given, else its declared default, else `nil`.
    func value<Value>(_ option: Option<Value>) -> Value? {
        values[option.spec.name] as? Value
    }

    /// The option's value, or `fallback` when it was not given and declares no default.
    func value<Value>(_ option: Option<Value>, else fallback: Value) -> Value {
        value(option) ?? fallback
    }

    /// The text the option was given, before it was read; `nil` when not given.
    func text<Value>(of option: Option<Value>) -> String? {
        texts[option.spec.name]
    }

    /// Whether the option was given on the command line (a default doesn't count).
    func isGiven<Value>(_ option: Option<Value>) -> Bool {
        texts[option.spec.name] != nil
    }

    /// Whether the flag was given.
    func isSet(_ flag: Flag) -> Bool {
        flags.contains(flag.spec.name)
    }

    /// The positional argument's word; `nil` when it was left out.
    func value(_ positional: Positional) -> String? {
        positionals[positional.spec.name]
    }
}

// MARK: - Options of any value type

/// An ``Option`` seen without its value type, so one list can hold every option.
private protocol ConvertibleOption: DeclaredArgument {
    func convertText(_ text: String) throws(CommandError) -> any Sendable
    var defaultSendable: (any Sendable)? { get }
}

extension Option: ConvertibleOption {
    fileprivate func convertText(_ text: String) throws(CommandError) -> any Sendable {
        try convert(text)
    }

    fileprivate var defaultSendable: (any Sendable)? {
        defaultValue
    }
}
