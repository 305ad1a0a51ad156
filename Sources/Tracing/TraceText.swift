// Short, stable descriptions of values for trace messages: a trace line must fit on one
// line of a diagram, so collections are counted, not printed.

/// Describes values for trace messages.
public enum TraceText {
    /// `"text"` for strings, `N items` for collections, `nil`, or the value's description,
    /// cut to 40 characters.
    public static func describe(_ value: Any) -> String {
        switch value {
        case let text as String:
            return "\"\(cut(text))\""
        case let collection as any Collection:
            return describe(count: collection.count)
        default:
            var text = String(describing: value)
            if text.hasPrefix("Optional(") { text = String(text.dropFirst(9).dropLast()) }
            // Drop module and type qualifiers: `MVVM.UserListRoute.detail(…)` → `detail(…)`.
            if let open = text.firstIndex(of: "(") {
                let name = text[..<open].split(separator: ".").last.map(String.init) ?? ""
                text = name + text[open...]
            }
            return cut(text)
        }
    }

    /// `1 item` or `N items`: how many rows, never the rows themselves.
    public static func describe(count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }

    private static func cut(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
