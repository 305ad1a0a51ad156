// Records what a view model's outputs emit, one array per output, the way objc.io's MVVM
// tests do: drive the view model, then compare whole arrays. It binds as a view would, so
// each array starts with the output's value at the moment of binding.

import Bindings
import UserModel

/// Everything a view model's outputs have emitted, in order, per output.
@MainActor
final class EditProfileOutputRecorder {
    private(set) var texts: [ProfileDraft] = []
    private(set) var problems: [[ProfileField: String]] = []
    private(set) var fieldsEditable: [Bool] = []
    private(set) var saveEnabled: [Bool] = []
    private(set) var savingSpinner: [Bool] = []
    private(set) var failureTexts: [String] = []
    private var bindings: [BindingToken] = []

    /// Starts recording `viewModel`'s outputs.
    init(_ viewModel: ViewModelUnderTest) {
        viewModel.texts.bind(to: self) { $0.texts.append($1) }.store(in: &bindings)
        viewModel.problems.bind(to: self) { $0.problems.append($1) }.store(in: &bindings)
        viewModel.areFieldsEditable.bind(to: self) { $0.fieldsEditable.append($1) }.store(in: &bindings)
        viewModel.isSaveEnabled.bind(to: self) { $0.saveEnabled.append($1) }.store(in: &bindings)
        viewModel.isSavingSpinnerVisible.bind(to: self) { $0.savingSpinner.append($1) }.store(in: &bindings)
        viewModel.failureText.bind(to: self) { $0.failureTexts.append($1) }.store(in: &bindings)
    }
}
