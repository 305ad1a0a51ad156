// Records who called whom while a scenario runs, so `workbook trace` can draw the calls
// that really happened. The teaching code never calls this: decorators and proxies at the
// role boundaries (the service, the view protocol, the view model's inputs and outputs,
// the widgets) record the crossings they forward.

import Foundation
import TerminalUIKit

/// One crossing of a role boundary: `from` called `to` with `message`.
public struct TraceCall: Sendable, Equatable {
    public var from: String
    public var to: String
    public var message: String
    /// 0: started by the user.
    public var depth: Int
    public var isReply = false
}

/// Collects ``TraceCall``s from any thread; nesting follows the task that makes the calls.
public final class CallTracer: @unchecked Sendable {
    // @unchecked: every access to `calls` is under `lock`; records arrive from the main
    // actor and from the service's executor.
    private let lock = NSLock()
    private var calls: [TraceCall] = []

    @TaskLocal private static var depth = 0

    public init() {}

    public func record(from: String, to: String, _ message: String, isReply: Bool = false) {
        let call = TraceCall(from: from, to: to, message: message, depth: Self.depth, isReply: isReply)
        lock.withLock { calls.append(call) }
    }

    // Calls `body` makes nest under this one.
    public func call<T>(from: String, to: String, _ message: String, _ body: () throws -> T) rethrows -> T {
        record(from: from, to: to, message)
        return try Self.$depth.withValue(Self.depth + 1, operation: body)
    }

    public func call<T>(
        from: String, to: String, _ message: String, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async rethrows -> T {
        record(from: from, to: to, message)
        return try await Self.$depth.withValue(Self.depth + 1, operation: body, isolation: isolation)
    }

    public func takeCalls() -> [TraceCall] {
        lock.withLock {
            defer { calls.removeAll() }
            return calls
        }
    }
}

// Short, stable descriptions for trace messages: a trace line must fit on one line of a
// diagram, so collections are counted, not printed. Widget changes read as the code that made them.
public enum TraceText {
    /// `"text"` for strings, `N items` for collections, `nil`, or the value's description,
    /// cut to 40 characters.
    public static func describe(_ value: Any) -> String {
        switch value {
        case let text as String:
            return "\"\(cut(text))\""
        case let collection as any Collection:
            return collection.count == 1 ? "1 item" : "\(collection.count) items"
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

    private static func cut(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    /// A widget's change as the code that made it would read: `label.text = "6 users"`,
    /// `spinner.startAnimating()`, `tableView.reloadData() → 6 rows`, `button "Retry".isHidden = false`.
    public static func sentence(for change: WidgetChange) -> String {
        let widget = name(of: change.widget)
        switch change.property {
        case .isHidden(let isHidden): return "\(widget).isHidden = \(isHidden)"
        case .isEnabled(let isEnabled): return "\(widget).isEnabled = \(isEnabled)"
        case .title(let title): return "\(widget).title = \"\(title)\""
        case .text(let text): return "\(widget).text = \"\(text)\""
        case .isAnimating(let isAnimating):
            return "\(widget).\(isAnimating ? "startAnimating()" : "stopAnimating()")"
        case .numberOfRows(let count):
            return "\(widget).reloadData() → \(count) \(count == 1 ? "row" : "rows")"
        case .pushed(let title): return "\(widget).push(\"\(title ?? "")\")"
        case .popped: return "\(widget).pop()"
        }
    }

    private static func name(of widget: WidgetChange.Widget) -> String {
        switch widget {
        case .view: "view"
        case .label: "label"
        case .button(let title): title.isEmpty ? "untitled button" : "button \"\(title)\""
        case .searchField: "searchField"
        case .textField(let label): "textField \"\(label)\""
        case .spinner: "spinner"
        case .tableView: "tableView"
        case .navigationController: "navigationController"
        }
    }
}
