// Reads every output of a user list view model each time a test calls `read()`, and keeps
// one array per output, so the tests compare whole arrays as the MVVM tests do. Observation
// has no stream to record: a change is announced once, before it lands. So a test reads after
// each input, and a value set and undone within one input leaves no trace.

import MVVMObservationPresentation

/// What a list view model's outputs showed at each reading, per output, with a reading equal
/// to the one before left out, as a view would not redraw for it.
@MainActor
final class UserListOutputReader {
    private let viewModel: UserListViewModel
    private var readings: [Reading] = []

    /// Starts with a reading of the view model as it is now.
    init(_ viewModel: UserListViewModel) {
        self.viewModel = viewModel
        read()
    }

    func read() {
        readings.append(Reading(viewModel))
    }

    var titles: [String] { values(\.title) }
    var spinnerVisible: [Bool] { values(\.isSpinnerVisible) }
    var refreshEnabled: [Bool] { values(\.isRefreshEnabled) }
    var errorTexts: [String] { values(\.errorText) }
    var retryVisible: [Bool] { values(\.isRetryVisible) }
    var summaries: [String] { values(\.summaryText) }
    var rows: [[UserRow]] { values(\.rows) }
    var routes: [UserListRoute?] { values(\.route) }

    /// The titles of the rows read last.
    var lastTitles: [String] {
        rows.last.map { $0.map(\.title) } ?? []
    }

    private func values<Value: Equatable>(_ output: KeyPath<Reading, Value>) -> [Value] {
        readings.map { $0[keyPath: output] }.reduce(into: []) { values, value in
            if values.last != value { values.append(value) }
        }
    }
}

/// Every output at one moment.
private struct Reading {
    let title: String
    let isSpinnerVisible: Bool
    let isRefreshEnabled: Bool
    let errorText: String
    let isRetryVisible: Bool
    let summaryText: String
    let rows: [UserRow]
    let route: UserListRoute?

    @MainActor
    init(_ viewModel: UserListViewModel) {
        title = viewModel.title
        isSpinnerVisible = viewModel.isSpinnerVisible
        isRefreshEnabled = viewModel.isRefreshEnabled
        errorText = viewModel.errorText
        isRetryVisible = viewModel.isRetryVisible
        summaryText = viewModel.summaryText
        rows = viewModel.rows
        route = viewModel.route
    }
}
