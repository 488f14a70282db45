package rw.dsl.ide;

/** Guice bindings of the .rw language's IDE services (content assist, hover, symbols, rename). */
public class RwIdeModule extends AbstractRwIdeModule {
}
