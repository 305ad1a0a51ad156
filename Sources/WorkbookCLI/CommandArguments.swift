// What a command accepts, declared once: each option, flag and positional argument is a
// value with its name, its placeholder, its help and its default. The parser reads the
// command line against the command's list, and `--help` prints the same list, so nothing
// can be accepted without being listed, or listed without being accepted.


// MARK: - What help and the parser know

/// One declared argument, as `--help` shows it and the parser reads it.
struct ArgumentSpec: Sendable, Equatable {
    /// How the argument is written on the command line.
    enum Kind: Sendable, Equatable {
        /// `--name VALUE` or `--name=VALUE`.
        case option
        /// `--name`, with no value.
        case flag
        /// A word in its place; `isOptional` shows it in brackets.
        case positional(isOptional: Bool)
    }

    var kind: Kind
    /// `scenario` for `--scenario`; for a positional, the word in its placeholder.
    var name: String
    /// What the value looks like, such as `NAME`, `FILE` or `text|json`; empty for a flag.
    var valueName: String
    /// One sentence for the options list.
    var help: String
    /// What happens without it, such as `text`; `nil` when nothing needs saying.
    var defaultDescription: String?

    /// Whether it is a word in its place rather than an option or a flag.
    var isPositional: Bool {
        if case .positional = kind { true } else { false }
    }

    /// `--scenario NAME`, `--trace`, `<exercise>`, `<mvc|mvp|mvvm>`.
    var label: String {
        switch kind {
        case .option: "--\(name) \(valueName)"
        case .flag: "--\(name)"
        case .positional: "<\(valueName.isEmpty ? name : valueName)>"
        }
    }

    /// The help sentence with its default, as the options list prints it.
    var helpWithDefault: String {
        defaultDescription.map { "\(help) (default: \($0))" } ?? help
    }
}

/// Something a command declares it accepts.
protocol DeclaredArgument: Sendable {
    /// Its name, placeholder and help.
    var spec: ArgumentSpec { get }
}

// MARK: - The three kinds

/// `--name VALUE`: read as text, then turned into a `Value` — a usage error when it can't be.
struct Option<Value: Sendable>: DeclaredArgument {
    let spec: ArgumentSpec
    /// The value when the option is not given; `nil` leaves it to the command.
    let defaultValue: Value?
    /// Turns the text after the option into its value.
    let convert: @Sendable (String) throws(CommandError) -> Value

    /// An option whose text `convert` turns into its value.
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
    /// An option whose value is its text, as given.
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
    /// A whole number in `range`: `'--name text' is not a whole number from A to B.` otherwise.
    static func integer(
        _ name: String, in range: ClosedRange<Int>, value: String = "N", help: String,
        default defaultValue: Int? = nil,
        shownDefault: String? = nil
    ) -> Self {
        Self(
            name, value: value, help: help, default: defaultValue,
            shownDefault: shownDefault ?? defaultValue.map(String.init)
        ) { text throws(CommandError) in
            guard let number = Int(text), range.contains(number) else {
                throw .usage(
                    "'--\(name) \(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)."
                )
            }
            return number
        }
    }
}

/// `--name`: there or not.
struct Flag: DeclaredArgument {
    let spec: ArgumentSpec

    /// A flag named `--name`.
    init(_ name: String, help: String) {
        spec = ArgumentSpec(kind: .flag, name: name, valueName: "", help: help)
    }
}

/// A word in its place, such as the exercise's number. Its text goes to the command as it
/// is, because only the command can say what a wrong one means (no such exercise, …).
struct Positional: DeclaredArgument {
    let spec: ArgumentSpec

    /// A positional argument shown as `<name>` (or `<value>` when given, such as
    /// `<mvc|mvp|mvvm>`); `optional` shows it as `[<name>]`.
    init(
        _ name: String, value: String = "", help: String, optional: Bool = false, shownDefault: String? = nil
    ) {
        spec = ArgumentSpec(
            kind: .positional(isOptional: optional), name: name, valueName: value, help: help,
            defaultDescription: shownDefault)
    }
}

/// Options of which at most one may be given: the usage line shows `[--a A | --b B]`, and
/// the parser refuses two of them with `message`.
struct ExclusiveOptions: Sendable {
    /// The options' names, without `--`.
    var names: [String]
    /// The sentence after `Error:` when more than one is given.
    var message: String

    /// `names`, refused together with `message` (by default: give either … not both).
    init(_ names: [String], message: String? = nil) {
        self.names = names
        self.message =
            message ?? "give either \(names.map { "'--\($0)'" }.joined(separator: " or ")), not both."
    }
}
