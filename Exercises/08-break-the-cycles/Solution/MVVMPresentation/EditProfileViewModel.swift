// The fixed view model is exercise 06's reference, kept once, in
// `Exercises/Shared/MVVMForm/EditProfileViewModel.swift`: read it there. This module passes
// it on unchanged.
@_exported import MVVMForm
