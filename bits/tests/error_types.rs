//! Every error the crate returns is a `std::error::Error` that crosses threads, so callers
//! can `?` it into `Box<dyn Error + Send + Sync>` or an error-reporting crate.

fn is_error<E: std::error::Error + Send + Sync + 'static>() {}

#[test]
fn every_error_type_is_an_error() {
    is_error::<bits::daily::IdError>();
    is_error::<bits::validation::FieldError>();
    is_error::<bits::binairo::GenerateError>();
    is_error::<bits::binairo::DescriptorError>();
    is_error::<bits::binairo::GridError>();
    is_error::<bits::binairo::LineKindError>();
    is_error::<bits::binairo::profile::ProfileError>();
    is_error::<bits::binairo::PuzzleError>();
    is_error::<bits::binairo::SearchBudget>();
    is_error::<bits::binairo::StateError>();
    is_error::<bits::binairo::SubmissionJsonError>();
    is_error::<bits::flipit::BoardError>();
    is_error::<bits::flipit::DecodeError>();
    is_error::<bits::sets::parse::ParseError>();
    is_error::<bits::sets::GenerateError>();
    is_error::<bits::sets::JsonError>();
    is_error::<bits::sets::TableError>();
    #[cfg(feature = "wordle")]
    {
        is_error::<bits::wordle::WordError>();
        is_error::<bits::wordle::PlutError>();
        is_error::<bits::wordle::SolveError>();
        is_error::<bits::wordle::GenerateError>();
        is_error::<bits::wordle::TableError>();
    }
}
