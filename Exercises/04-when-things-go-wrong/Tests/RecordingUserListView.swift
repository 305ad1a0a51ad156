// A test double for the passive view: it shows nothing and writes down every call, in
// order, so a test can compare what the presenter said with what it should have said.

@testable import Exercise04

/// One call the presenter made on its view.
enum ViewCall: Equatable, CustomStringConvertible {
    case showLoading
    case hideLoading
    case showUsers(header: String, rows: [UserRow])
    case showEmpty(String)
    case showError(String, canRetry: Bool)

    var description: String {
        switch self {
        case .showLoading: "showLoading()"
        case .hideLoading: "hideLoading()"
        case .showUsers(let header, let rows): "showUsers(header: \"\(header)\", rows: \(rows))"
        case .showEmpty(let message): "showEmpty(\"\(message)\")"
        case .showError(let message, let canRetry): "showError(\"\(message)\", canRetry: \(canRetry))"
        }
    }
}

/// A ``UserListView`` that records every call instead of drawing.
@MainActor
final class RecordingUserListView: UserListView {
    private(set) var calls: [ViewCall] = []

    /// The calls, one per line, for a failure message.
    var log: String {
        calls.isEmpty ? "  (no calls)" : calls.map { "  \($0)" }.joined(separator: "\n")
    }

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func showUsers(header: String, rows: [UserRow]) { calls.append(.showUsers(header: header, rows: rows)) }
    func showEmpty(_ message: String) { calls.append(.showEmpty(message)) }
    func showError(_ message: String, canRetry: Bool) {
        calls.append(.showError(message, canRetry: canRetry))
    }
}
