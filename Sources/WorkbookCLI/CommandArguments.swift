// What a command accepts, declared once as values (options, flags, positionals, each with its
// help and default), and the reading of a command line against that list. `--help` prints
// the same list, so nothing is accepted without being listed. Every value is checked before
// the command runs; a word nobody declared, a repeat or a missing value is a usage error.

struct ArgumentSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case option, flag, positional
    }

    var kind: Kind
    var name: String
    var valueName: String
    var help: String
    var defaultDescription: String?

    var isPositional: Bool { kind == .positional }

    var label: String {
        switch kind {
        case .option: "--\(name) \(valueName)"
        case .flag: "--\(name)"
        case .positional: "<\(valueName.isEmpty ? name : valueName)>"
        }
    }
}

protocol DeclaredArgument: Sendable {
    var spec: ArgumentSpec { get }
}

struct Option<Value: Sendable>: DeclaredArgument {
    let spec: ArgumentSpec
    let defaultValue: Value?
    let convert: @Sendable (String) throws(CommandError) -> Value

    init(
        _ name: String, value: String, help: String, default defaultValue: Value? = nil,
        shownDefault: String? = nil,
        convert: @escaping @Sendable (String) throws(CommandError) -> Value
    ) {
        spec = ArgumentSpec(
            kind: .option, name: name, valueName: value, help: help, defaultDescription: shownDefault)
        self.defaultValue = defaultValue
        self.convert = convert
    }
}

extension Option where Value == String {
    init(
        _ name: String, value: String, help: String, default defaultValue: String? = nil,
        shownDefault: String? = nil
    ) {
        self.init(
            name, value: value, help: help, default: defaultValue, shownDefault: shownDefault ?? defaultValue,
            convert: { $0 })
    }
}

extension Option where Value == Int {
    static func integer(
        _ name: String, in range: ClosedRange<Int>, value: String = "N", help: String,
        default defaultValue: Int? = nil,
        shownDefault: String? = nil
    ) -> Self {
        Self(
            name, value: value, help: help, default: defaultValue,
            shownDefault: shownDefault ?? defaultValue.map(String.init)
        ) {
            text throws(CommandError) in
            guard let number = Int(text), range.contains(number) else {
                throw .usage(
                    "'--\(name) \(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)."
                )
            }
            return number
        }
    }
}

struct Flag: DeclaredArgument {
    let spec: ArgumentSpec

    init(_ name: String, help: String) {
        spec = ArgumentSpec(kind: .flag, name: name, valueName: "", help: help)
    }
}

/// A word in its place, passed on as it is: only the command can say what a wrong one means.
struct Positional: DeclaredArgument {
    let spec: ArgumentSpec

    init(_ name: String, value: String = "", help: String) {
        spec = ArgumentSpec(kind: .positional, name: name, valueName: value, help: help)
    }
}

// MARK: - Reading a command line

struct ParsedArguments: Sendable {
    private var values: [String: any Sendable] = [:]
    private var texts: [String: String] = [:]
    private var flags: Set<String> = []
    private var positionals: [String: String] = [:]

    static func wantsHelp(_ words: [String]) -> Bool { words.contains("--help") || words.contains("-h") }

    /// Structural mistakes (a missing value, a repeat) stop the reading at once; then each option's
    /// value is checked, last the first word nobody declared. `-1` is a positional, not an option.
    init(_ words: [String], declared: [any DeclaredArgument]) throws(CommandError) {
        var rawOptions: [String: String] = [:]
        var freeSlots = declared.map(\.spec).filter(\.isPositional).map(\.name)
        var stray: String?
        var rest = words[...]
        while let word = rest.popFirst() {
            let isNegativeNumber = word.count > 1 && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
            guard word.hasPrefix("-"), !isNegativeNumber else {
                if freeSlots.isEmpty {
                    stray = stray ?? "unexpected argument '\(word)'."
                } else {
                    positionals[freeSlots.removeFirst()] = word
                }
                continue
            }
            let name = word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : ""
            let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
            guard word.hasPrefix("--"),
                let spec = declared.map(\.spec).first(where: { $0.name == name && !$0.isPositional })
            else {
                stray = stray ?? "unknown option '\(word)'."
                continue
            }
            if rawOptions[name] != nil || flags.contains(name) {
                throw .usage("'--\(name)' was given twice; give it once.")
            }
            if spec.kind == .flag {
                guard inline == nil else { throw .usage("'--\(name)' takes no value.") }
                flags.insert(name)
            } else if let inline {
                guard !inline.isEmpty else { throw .usage("'--\(name)' needs a value after '='.") }
                rawOptions[name] = inline
            } else if let next = rest.first, !next.hasPrefix("--") {
                rawOptions[name] = rest.removeFirst()
            } else {
                throw .usage("'--\(name)' needs a value.")
            }
        }
        for case let option as any ConvertibleOption in declared {
            if let text = rawOptions[option.spec.name] {
                texts[option.spec.name] = text
                values[option.spec.name] = try option.convertText(text)
            } else if let value = option.defaultSendable {
                values[option.spec.name] = value
            }
        }
        if let stray { throw .usage(stray) }
    }

    func value<Value>(_ option: Option<Value>) -> Value? { values[option.spec.name] as? Value }

    func value<Value>(_ option: Option<Value>, else fallback: Value) -> Value { value(option) ?? fallback }

    func text<Value>(of option: Option<Value>) -> String? { texts[option.spec.name] }

    func isSet(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

    func value(_ positional: Positional) -> String? { positionals[positional.spec.name] }
}

private protocol ConvertibleOption: DeclaredArgument {
    func convertText(_ text: String) throws(CommandError) -> any Sendable
    var defaultSendable: (any Sendable)? { get }
}

extension Option: ConvertibleOption {
    fileprivate func convertText(_ text: String) throws(CommandError) -> any Sendable { try convert(text) }
    fileprivate var defaultSendable: (any Sendable)? { defaultValue }
}
