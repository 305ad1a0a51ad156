// The Edit-profile form's view, in MVVM: it builds the widgets, binds each one to a view
// model output, and forwards each user event to a view model input. It may know the view
// kit; it decides nothing, and it owns the view model and its bindings — never the reverse.

import Bindings
import Exercise08MVVMPresentation
import TerminalUIKit
import UserModel

/// The Edit-profile form.
@MainActor
final class EditProfileViewController: ViewController {
    /// The view model this screen binds to; the tests reach it through this property.
    let viewModel: EditProfileViewModel
    /// The tokens of this screen's bindings: they end when the screen goes.
    private var bindings: [BindingToken] = []
    /// The app's shortcuts, where this form offers ⌘R while Retry shows.
    private let keys: KeyCommands
    private var retryShortcut: KeyCommands.Shortcut?

    // MARK: - Widgets

    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    /// Creates the form around `viewModel`, which it keeps alive.
    init(viewModel: EditProfileViewModel, keys: KeyCommands = .shared) {
        self.viewModel = viewModel
        self.keys = keys
        super.init()
    }

    // MARK: - Building the screen

    /// Builds a field and its problem line for each of the form's fields, then the buttons;
    /// binds each widget to its output and forwards each event to its input.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label)
            let problemLabel = Label()
            // Bound with the widget as the owner: the binding needs nothing else of the screen.
            viewModel.texts.bind(to: textField) { $0.setText($1[field]) }.store(in: &bindings)
            viewModel.areFieldsEditable.bind(to: textField) { $0.isEnabled = $1 }.store(in: &bindings)
            viewModel.problems.bind(to: problemLabel) { $0.text = $1[field] ?? "" }.store(in: &bindings)
            textField.onTextChange = { [viewModel] text in viewModel.fieldChanged(field, to: text) }
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
        saveButton.setAction { [viewModel] in viewModel.saveTapped() }
        retryButton.setAction { [viewModel] in viewModel.retryTapped() }
        cancelButton.setAction { [viewModel] in viewModel.cancelTapped() }
        viewModel.isSaveEnabled.bind(to: self) { $0.saveButton.isEnabled = $1 }.store(in: &bindings)
        viewModel.isSavingSpinnerVisible.bind(to: self) { _, isSaving in
            if isSaving { self.spinner.startAnimating() } else { self.spinner.stopAnimating() }
        }
        .store(in: &bindings)
        viewModel.failureText.bind(to: self) { $0.errorLabel.text = $1 }.store(in: &bindings)
        viewModel.isRetryOffered.bind(to: self) { $0.offerRetry($1) }.store(in: &bindings)
    }

    /// Retry, and ⌘R with it, show only while the view model offers a retry.
    private func offerRetry(_ isOffered: Bool) {
        retryButton.isHidden = !isOffered
        if isOffered, retryShortcut == nil {
            retryShortcut = keys.add("⌘R") { [viewModel] in viewModel.retryTapped() }
        } else if !isOffered, let shortcut = retryShortcut {
            keys.remove(shortcut)
            retryShortcut = nil
        }
    }
}
