// The team's recorder of the MVVM view model's outputs: one array per output, each starting
// with the value at the moment it binds.

import Bindings
import Exercise09MVVMPresentation

/// Everything a view model's outputs have emitted, in order, per output.
@MainActor
final class UserListOutputRecorder {
    private(set) var spinnerVisible: [Bool] = []
    private(set) var errorTexts: [String] = []
    private(set) var summaries: [String] = []
    private(set) var dismissVisible: [Bool] = []
    private var bindings: [BindingToken] = []

    /// Starts recording `viewModel`'s outputs.
    init(_ viewModel: any ViewModelUnderTest) {
        viewModel.isSpinnerVisible.bind(to: self) { $0.spinnerVisible.append($1) }.store(in: &bindings)
        viewModel.errorText.bind(to: self) { $0.errorTexts.append($1) }.store(in: &bindings)
        viewModel.summaryText.bind(to: self) { $0.summaries.append($1) }.store(in: &bindings)
        viewModel.isDismissVisible.bind(to: self) { $0.dismissVisible.append($1) }.store(in: &bindings)
    }
}
