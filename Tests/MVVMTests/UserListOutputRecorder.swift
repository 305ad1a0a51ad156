// Records every value each output of a user list view model emits, one array per output, the
// way objc.io's MVVM tests do: drive the view model, then compare whole arrays. It binds
// like a view would, so it also proves the outputs deliver their current value at once.

import Bindings
import MVVMPresentation

/// Everything a view model's outputs have emitted, in order, per output.
@MainActor
final class UserListOutputRecorder {
    private(set) var titles: [String] = []
    private(set) var spinnerVisible: [Bool] = []
    private(set) var refreshEnabled: [Bool] = []
    private(set) var errorTexts: [String] = []
    private(set) var retryVisible: [Bool] = []
    private(set) var summaries: [String] = []
    private(set) var rows: [[UserRow]] = []
    private(set) var routes: [UserListRoute?] = []
    private var bindings: [BindingToken] = []

    /// Starts recording `viewModel`'s outputs; each array starts with the current value.
    init(_ viewModel: any UserListViewModelProtocol) {
        viewModel.title.bind(to: self) { $0.titles.append($1) }.store(in: &bindings)
        viewModel.isSpinnerVisible.bind(to: self) { $0.spinnerVisible.append($1) }.store(in: &bindings)
        viewModel.isRefreshEnabled.bind(to: self) { $0.refreshEnabled.append($1) }.store(in: &bindings)
        viewModel.errorText.bind(to: self) { $0.errorTexts.append($1) }.store(in: &bindings)
        viewModel.isRetryVisible.bind(to: self) { $0.retryVisible.append($1) }.store(in: &bindings)
        viewModel.summaryText.bind(to: self) { $0.summaries.append($1) }.store(in: &bindings)
        viewModel.rows.bind(to: self) { recorder, rows in
            recorder.rows.append(rows)
        }.store(in: &bindings)
        viewModel.route.bind(to: self) { $0.routes.append($1) }.store(in: &bindings)
    }

    /// The titles of the rows emitted last.
    var lastTitles: [String] {
        rows.last.map { $0.map(\.title) } ?? []
    }
}
