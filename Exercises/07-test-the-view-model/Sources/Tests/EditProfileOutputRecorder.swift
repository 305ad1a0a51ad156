// Records what a view model's outputs emit, one array per output, the way objc.io's MVVM
// tests do: drive the view model, then compare whole arrays. It binds as a view would, so
// each array starts with the output's value at the moment of binding.

import Bindings
import UserModel

/// Everything a view model's outputs have emitted, in order, per output.
@MainActor
final class EditProfileOutputRecorder {
    private(set) var texts: [ProfileDraft] = []
    private var bindings: [BindingToken] = []

    /// Starts recording `viewModel`'s outputs.
    init(_ viewModel: ViewModelUnderTest) {
        viewModel.texts.bind(to: self) { $0.texts.append($1) }.store(in: &bindings)
        // Step 1: every other output your tests look at is recorded too.
    }
}
