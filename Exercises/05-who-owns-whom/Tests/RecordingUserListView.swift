// A test double for the passive view: it shows nothing and writes down every call, in
// order. Like a real view controller it can own its presenter, so the tests can check
// that owning a presenter doesn't keep a view alive.

@testable import Exercise05

/// One call the presenter made on its view.
enum ViewCall: Equatable, CustomStringConvertible {
    case showLoading
    case hideLoading
    case showUsers(header: String, rows: [UserRow])
    case showEmpty(String)

    var description: String {
        switch self {
        case .showLoading: "showLoading()"
        case .hideLoading: "hideLoading()"
        case .showUsers(let header, let rows): "showUsers(header: \"\(header)\", rows: \(rows))"
        case .showEmpty(let message): "showEmpty(\"\(message)\")"
        }
    }
}

/// A ``UserListView`` that records every call instead of drawing.
@MainActor
final class RecordingUserListView: UserListView {
    private(set) var calls: [ViewCall] = []
    /// The presenter this view owns, as a view controller owns its presenter.
    var presenter: UserListPresenter?

    /// The calls, one per line, for a failure message.
    var log: String {
        calls.isEmpty ? "  (no calls)" : calls.map { "  \($0)" }.joined(separator: "\n")
    }

    func showLoading() { calls.append(.showLoading) }
    func hideLoading() { calls.append(.hideLoading) }
    func showUsers(header: String, rows: [UserRow]) { calls.append(.showUsers(header: header, rows: rows)) }
    func showEmpty(_ message: String) { calls.append(.showEmpty(message)) }
}
